import { SearchX } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';

/** Above the fallback article of an unknown item (docs/decisions/0022-not-found-fallback.md). */
export function NotFoundNotice({ title }: { title: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p role="note" data-testid="not-found-notice" className="mb-4 flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <SearchX aria-hidden="true" className="size-4 shrink-0" />
      {t('services.article.notFound', { title: title ?? '' })}
    </p>
  );
}
