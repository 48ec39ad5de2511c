import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { Redirect } from '@shared/schemas/redirects';

/** Edit and delete, named with the redirect's old address for screen readers. */
export function RedirectActions({ redirect, onEdit, onDelete, labels = false }: { redirect: Redirect; onEdit: () => void; onDelete: () => void; labels?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex shrink-0 items-center justify-end gap-1">
      <Button variant={labels ? 'outline' : 'ghost'} size={labels ? 'sm' : 'icon'} onClick={onEdit} aria-label={t('redirects.editLabel', { from: redirect.fromPath })}>
        <Pencil aria-hidden="true" />
        {labels && t('shared.actions.edit')}
      </Button>
      <Button
        variant={labels ? 'outline' : 'ghost'}
        size={labels ? 'sm' : 'icon'}
        className="text-destructive hover:text-destructive"
        onClick={onDelete}
        aria-label={t('redirects.deleteLabel', { from: redirect.fromPath })}
      >
        <Trash2 aria-hidden="true" />
        {labels && t('shared.actions.delete')}
      </Button>
    </div>
  );
}
