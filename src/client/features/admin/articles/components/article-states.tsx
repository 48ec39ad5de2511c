import { AlertTriangle, FileSearch, Plus, RotateCw } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

export function ArticlesEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-14 text-center" data-testid="articles-empty">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="mt-4 font-semibold">{t('articles.empty.title')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('articles.empty.hint')}</p>
      <Button className="mt-5" onClick={onCreate}>
        <Plus aria-hidden="true" />
        {t('articles.create')}
      </Button>
    </div>
  );
}

/** 'Failed to load articles' with retry (docs/product-spec.md, section 2). */
export function ArticlesLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-4 py-12 text-center" data-testid="articles-failed">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <p className="mt-4 font-semibold text-destructive">{t('articles.loadFailed.title')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('articles.loadFailed.text')}</p>
      <Button className="mt-5" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
        {t('shared.actions.retry')}
      </Button>
    </div>
  );
}

export function ArticlesSkeleton() {
  return (
    <div className="grid gap-2 rounded-lg border p-3" aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-14" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
