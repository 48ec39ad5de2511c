import { CalendarClock } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { ArticleListRow } from '@shared/schemas/articles';
import { formatSgt } from '../../shared/singapore-time';

/**
 * "Scheduled" as a state of its own, with the time (Singapore time) of the next scheduled change
 * of either language version (docs/decisions/0016-publishing.md); nothing when none is pending.
 */
export function ScheduleBadge({ article }: { article: ArticleListRow }) {
  const { t, i18n } = useTranslation('admin');
  const zh = article.publishAt ?? article.unpublishAt;
  const en = article.enPublishAt ?? article.enUnpublishAt;
  if (!zh && !en) return null;
  const lines = [
    article.publishAt && t('publishing.schedule.publishesAt', { time: formatSgt(article.publishAt, i18n.language) }),
    article.unpublishAt && t('publishing.schedule.unpublishesAt', { time: formatSgt(article.unpublishAt, i18n.language) }),
    article.enPublishAt && `EN: ${t('publishing.schedule.publishesAt', { time: formatSgt(article.enPublishAt, i18n.language) })}`,
    article.enUnpublishAt && `EN: ${t('publishing.schedule.unpublishesAt', { time: formatSgt(article.enUnpublishAt, i18n.language) })}`,
  ].filter(Boolean);
  return (
    <span className="inline-flex flex-col gap-0.5" data-testid="schedule-badge">
      <Badge variant="outline" className="w-fit border-amber-300 bg-amber-50 text-amber-800">
        <CalendarClock aria-hidden="true" />
        {zh ? t('publishing.schedule.badge') : t('publishing.schedule.badgeEn')}
      </Badge>
      <span className="text-xs text-muted-foreground tabular-nums">{lines[0]}</span>
    </span>
  );
}
