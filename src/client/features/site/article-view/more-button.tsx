import { useTranslation } from '@/i18n/use-translation';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import type { MorePage } from '@/lib/paged-list';

/** The button under a paged list (the news list, a service sidebar) that adds its next page. */
export function MoreButton({ more, label, loadingLabel }: { more: MorePage; label: string; loadingLabel: string }) {
  return (
    <Button type="button" variant="outline" className="mt-3 w-full" onClick={more.load} disabled={more.loading} aria-busy={more.loading}>
      {more.loading && <Spinner aria-hidden="true" role="presentation" />}
      {more.loading ? loadingLabel : label}
    </Button>
  );
}

/**
 * A paged list's failure, said in the list's own words (`messageKey`, which takes the reason as
 * `message`): in place of the list when no page loaded, under the pages shown when a further one failed.
 */
export function ListFailed({ error, messageKey }: { error: Error; messageKey: 'news.list.error' | 'services.sidebar.error' }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-destructive/5 px-3 py-3 text-sm text-destructive">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t(messageKey, { message: errorMessage(error) })}
    </p>
  );
}
