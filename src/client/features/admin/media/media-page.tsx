import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import type { MediaLibraryItem } from '@shared/schemas/media';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { useDebouncedValue } from '../shared/use-debounced-value';
import { useMediaPage } from './api/get-media';
import { useDeleteMedia, useUpdateAlt } from './api/media-actions';
import { ImageDropZone } from './components/image-drop-zone';
import { InUseDialog } from './components/in-use-dialog';
import { MediaTile } from './components/media-tile';
import { useCan } from '../shared/use-permission';

/** The media library (uploads for every writer; edit and delete with writeAnyArticle, docs/decisions/0014-media.md): every upload with its size, date, use and alt texts; upload and delete. */
export default function MediaPage() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  useAdminTitle(t('media.title'));
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useMediaPage(page, q);
  const updateAlt = useUpdateAlt();
  const remove = useDeleteMedia();
  const manage = useCan()('writeAnyArticle');
  const [deleting, setDeleting] = useState<MediaLibraryItem | null>(null);
  const [inUse, setInUse] = useState<string[] | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  const saveAlt = (id: string, input: { alt?: string; altEn?: string }) =>
    updateAlt.mutate({ id, ...input }, { onSuccess: () => toast.success(t('media.altSaved')), onError: (err) => toast.error(t('media.altFailed'), { description: errorMessage(err) }) });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('media.deleted')),
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'MEDIA_IN_USE') setInUse(err.fieldErrors?.usedIn ?? deleting.usedIn.map((u) => u.title));
        else toast.error(errorMessage(err));
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="grid gap-6">
      <PageHeader title={t('media.title')} description={t('media.description')} />
      <ImageDropZone multiple onUploaded={() => toast.success(t('media.uploaded'))} testId="media-drop-zone" className="py-6" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full sm:w-72">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder={t('media.searchPlaceholder')}
            aria-label={t('media.searchPlaceholder')}
            className="pl-8"
          />
        </div>
        {list.data && <span className="text-sm text-muted-foreground">{t('media.count', { count: list.data.total })}</span>}
      </div>
      {list.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      )}
      {list.isError && <p className="text-sm text-destructive">{t('media.loadFailed')}</p>}
      {list.data && list.data.items.length === 0 && <p className="py-10 text-center text-sm text-muted-foreground">{q ? t('media.noMatch') : t('media.empty')}</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="media-grid">
          {list.data.items.map((item) => (
            <MediaTile
              key={item.id}
              item={item}
              onAlt={manage ? (input) => saveAlt(item.id, input) : undefined}
              onDelete={manage ? () => setDeleting(item) : undefined}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-center gap-3 text-sm">
          <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('media.previous')}
          </Button>
          <span>{t('media.pageOf', { page, pages })}</span>
          <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('media.next')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('media.deleteTitle')}
        description={t('media.deleteDescription')}
        confirmLabel={t('media.deleteConfirm')}
        pending={remove.isPending}
        pendingLabel={t('media.deleting')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <InUseDialog titles={inUse} onClose={() => setInUse(null)} />
    </div>
  );
}
