import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import type { Redirect } from '@shared/schemas/redirects';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { DeleteRedirectDialog } from './components/delete-redirect-dialog';
import { ImportDialog } from './components/import-dialog';
import { NotFoundPanel } from './components/not-found-panel';
import { RedirectFormDialog } from './components/redirect-form-dialog';
import { RedirectsSection } from './components/redirects-section';
import { FROM_PARAM } from './lib/redirect-params';

/**
 * Redirects staff manage and the addresses visitors could not reach (docs/decisions/0027-found-and-shared.md).
 * The Add form is open while the address holds `?from=` (the dashboard's and the not-found list's link), or after "Add".
 */
export default function RedirectsPage() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('redirects.title'));
  const [params, setParams] = useSearchParams();
  const fromParam = params.get(FROM_PARAM);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Redirect | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const [importing, setImporting] = useState(false);

  const setFrom = (from: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (from === null) next.delete(FROM_PARAM);
        else next.set(FROM_PARAM, from);
        return next;
      },
      { replace: true },
    );
  const closeAdd = () => {
    setAdding(false);
    if (fromParam !== null) setFrom(null);
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t('redirects.title')}
        description={t('redirects.description')}
        actions={
          // one row: the header's action area would otherwise shrink beside a long description and stack them
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" />
              {t('redirects.import')}
            </Button>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t('redirects.add')}
            </Button>
          </div>
        }
      />
      <NotFoundPanel onRedirect={(path) => setFrom(path)} />
      <RedirectsSection onAdd={() => setAdding(true)} onEdit={setEditing} onDelete={setDeleting} />
      {(adding || fromParam !== null) && <RedirectFormDialog key={fromParam ?? ''} initialFrom={fromParam ?? ''} onClose={closeAdd} />}
      {editing && <RedirectFormDialog key={editing.id} redirect={editing} onClose={() => setEditing(null)} />}
      <DeleteRedirectDialog redirect={deleting} onClose={() => setDeleting(null)} />
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </div>
  );
}
