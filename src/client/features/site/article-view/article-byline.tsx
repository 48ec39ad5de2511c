import { UserRound } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { PublicArticle } from '@shared/schemas/articles';
import { cn } from '@/lib/utils';

/**
 * "By {name}, {title}": the author as staff chose to be named (docs/decisions/0021-bylines.md),
 * already in the article's language; nothing when the article has no byline.
 */
export function ArticleByline({ byline, className }: { byline: PublicArticle['byline'] | undefined; className?: string }) {
  const { t } = useTranslation('site');
  if (!byline) return null;
  const text = byline.title ? t('layout.byline.nameAndTitle', { name: byline.name, title: byline.title }) : t('layout.byline.name', { name: byline.name });
  return (
    <p className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)} data-testid="article-byline">
      <UserRound aria-hidden className="size-4 shrink-0 text-primary" />
      <span>{text}</span>
    </p>
  );
}
