import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';

/** A list's rows while they load. */
export function ListLoading({ rows = 5 }: { rows?: number }) {
  return (
    <div className="grid gap-3 p-5" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}

/** A list that could not load: what failed, why, and a retry. */
export function ListLoadFailed({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium text-destructive">{title}</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, t('shared.errors.network'))}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        {t('shared.actions.retry')}
      </Button>
    </div>
  );
}

/**
 * One item (a submission, a self-assessment) opened by its address that could not load: an address
 * naming none says so; a failure says why, with a retry.
 */
export function ItemLoadFailed({ notFound, notFoundText, failedText, error, onRetry, retrying }: { notFound: boolean; notFoundText: string; failedText: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background px-4 py-12 text-center">
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">{notFound ? notFoundText : failedText}</p>
      {!notFound && (
        <>
          <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden="true" />
            {t('shared.actions.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
