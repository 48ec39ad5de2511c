import { AlertTriangle, ChevronLeft, ChevronRight, Download, FileSpreadsheet, Inbox, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import { isLanguage } from '@/i18n/types';
import type { Consultation } from '@shared/schemas/consultations';
import { triggerDownload } from '../shared/download-file';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../shared/use-debounced-value';
import { consultationExportPath, consultationXlsxPath } from './api/export-consultations';
import { CONSULTATIONS_PAGE_SIZE, useConsultations } from './api/get-consultations';
import { useSetSpam } from './api/set-spam';
import { ConsultationDetailDialog } from './components/consultation-detail-dialog';
import { ConsultationFilterBar } from './components/consultation-filter-bar';
import { ConsultationTable } from './components/consultation-table';
import { DeleteConsultationDialog } from './components/delete-consultation-dialog';
import { useCan } from '../shared/use-permission';
import { FolderSwitch } from './components/folder-switch';
import { filterRequest, listRequest } from './lib/consultation-filters';
import { touchTarget } from './lib/touch';
import { useConsultationParams } from './lib/use-consultation-params';
import { useOpenConsultation } from './lib/use-open-consultation';

/** The server is asked once typing pauses for this long; clearing the search asks at once. */

/**
 * The enquiry inbox: the server searches, filters and pages every enquiry (page size 20); with many
 * matches a search's total is a lower bound (docs/decisions/0006-enquiry-list-counts.md). Spam has its
 * own folder; the open enquiry is in the address (?open=<id>, the staff email's link).
 */
export default function ConsultationsPage() {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  useAdminTitle(t('consultations.title'));
  const { filters, page, update } = useConsultationParams();
  const typed = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const search = filters.search ? typed : '';
  const query = useConsultations(listRequest(filters, page, search));
  const restore = useSetSpam();
  const userCan = useCan();
  const mayManage = userCan('manageEnquiries');
  const [deleting, setDeleting] = useState<Consultation | null>(null);
  const rows = query.data?.consultations ?? [];
  const { open, setOpen } = useOpenConsultation(rows);

  useEffect(() => {
    if (query.error) toast.error(t('consultations.toast.fetchFailed'), { description: errorMessage(query.error) });
  }, [query.error, query.errorUpdatedAt, t, errorMessage]);

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CONSULTATIONS_PAGE_SIZE));
  const spamFolder = filters.folder === 'spam';

  const exportCsv = () => {
    // a download, never a navigation, even if the server answers an error; its own file name wins
    triggerDownload(consultationExportPath(filterRequest(filters, search)), 'enquiries.csv');
    toast.success(t('consultations.toast.exportStarted'));
  };
  const exportXlsx = () => {
    const lang = isLanguage(i18n.language) ? i18n.language : 'zh';
    triggerDownload(consultationXlsxPath(filterRequest(filters, search), lang), 'enquiries.xlsx');
    toast.success(t('consultations.toast.exportXlsxStarted'));
  };
  const moveToInbox = (c: Consultation) =>
    restore.mutate(
      { id: c.id, spam: false },
      {
        onSuccess: () => toast.success(t('consultations.toast.restored')),
        onError: (err) => toast.error(t('consultations.toast.actionFailed'), { description: errorMessage(err) }),
      },
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t('consultations.title')}
        description={t('consultations.description')}
        actions={
          <>
            {userCan('exportEnquiries') && (
              <>
                <Button variant="outline" className={touchTarget} onClick={exportXlsx} title={t('consultations.exportXlsxText')}>
                  <FileSpreadsheet aria-hidden="true" />
                  {t('consultations.exportXlsx')}
                </Button>
                <Button variant="outline" className={touchTarget} onClick={exportCsv} title={t('consultations.exportText')}>
                  <Download aria-hidden="true" />
                  {t('consultations.exportCsv')}
                </Button>
              </>
            )}
            <Button variant="outline" className={touchTarget} onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
              {t('shared.actions.refresh')}
            </Button>
          </>
        }
      />
      <section className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border bg-background p-3 shadow-xs sm:p-5">
        <FolderSwitch folder={filters.folder} spamCount={query.data?.counts.spam} onChange={(folder) => update({ folder })} />
        {spamFolder && <p className="text-sm text-muted-foreground">{t('consultations.spamHint')}</p>}
        <ConsultationFilterBar filters={filters} onChange={update} />
        {query.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed py-12 text-center">
            <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
            <p className="font-medium">{t('consultations.loadFailed')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('shared.actions.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed py-12 text-center text-muted-foreground" data-testid="consultations-empty">
            <Inbox className="size-8" aria-hidden="true" />
            <p>{t('consultations.empty')}</p>
          </div>
        ) : (
          <ConsultationTable rows={rows} onView={(c) => setOpen(c.id)} onDelete={mayManage ? setDeleting : undefined} onRestore={spamFolder ? moveToInbox : undefined} />
        )}
        <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-muted-foreground" data-testid="consultations-total">
            {t(query.data?.totalIsEstimate ? 'consultations.totalAtLeast' : 'consultations.total', { count: total })}
          </p>
          {pages > 1 && (
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" className={touchTarget} disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
                <ChevronLeft aria-hidden="true" />
                {t('consultations.pager.previous')}
              </Button>
              <span className="text-sm tabular-nums">{t('consultations.pager.page', { page, pages })}</span>
              <Button variant="outline" size="sm" className={touchTarget} disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
                {t('consultations.pager.next')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      </section>
      {open && <ConsultationDetailDialog key={open.id} consultation={open} onClose={() => setOpen(null)} onDelete={mayManage ? () => setDeleting(open) : undefined} />}
      <DeleteConsultationDialog
        consultation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setOpen(null);
        }}
      />
    </div>
  );
}
