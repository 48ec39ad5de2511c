import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { Redirect } from '@shared/schemas/redirects';
import { formatSgt } from '../../shared/singapore-time';
import { isExternal } from '../lib/redirect-rules';

/** An address as staff typed it, wrapping anywhere so a long one never widens the page; a full URL is marked as leaving the site. */
export function Address({ path, testId }: { path: string; testId?: string }) {
  const { t } = useTranslation('admin');
  const external = isExternal(path);
  return (
    <span className="inline-flex max-w-full items-start gap-1" data-testid={testId}>
      <code className="min-w-0 text-[13px] [overflow-wrap:anywhere]">{path}</code>
      {external && (
        <span title={t('redirects.external')} className="mt-0.5 shrink-0 text-muted-foreground">
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('redirects.external')}</span>
        </span>
      )}
    </span>
  );
}

export function StatusBadge({ status }: { status: Redirect['status'] }) {
  const { t } = useTranslation('admin');
  return <Badge variant={status === 301 ? 'secondary' : 'warning'}>{t(`redirects.statuses.${status}`)}</Badge>;
}

/** 'Auto' for one recorded when an article's address changed, 'Staff' for one added or imported. */
export function SourceBadge({ source }: { source: Redirect['source'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant={source === 'auto' ? 'info' : 'outline'} title={t(`redirects.sourceHints.${source}`)} data-testid="redirect-source">
      {t(`redirects.sources.${source}`)}
    </Badge>
  );
}

/** The last hit in Singapore time, or 'never'. */
export function LastHit({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation('admin');
  return at ? <time dateTime={at}>{formatSgt(at, i18n.language)}</time> : <span className="text-muted-foreground">{t('redirects.never')}</span>;
}
