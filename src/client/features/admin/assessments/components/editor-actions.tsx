import { Eye, History, MoreHorizontal, Send, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import type { AssessmentDetail } from '@shared/schemas/assessments';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import type { AssessmentEditorState } from './use-assessment-editor';

type Asking = 'publish' | 'unpublish' | 'delete' | null;

/**
 * Preview, Save and Publish in reach; versions, unpublish and delete in the menu. Publishing,
 * unpublishing and deleting are asked first; publishing says so when it saves the changes too.
 */
export function EditorActions({ editor, detail, onPreview, onVersions }: { editor: AssessmentEditorState; detail: AssessmentDetail | null; onPreview: () => void; onVersions: () => void }) {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState<Asking>(null);
  const a = 'assessments.editor.actions' as const;
  const published = detail?.status === 'published';
  // nothing to publish: the published version is the draft and nothing is typed since
  const upToDate = published && !detail.changed && !editor.dirty;
  const close = () => setAsking(null);
  const { pending, busy } = editor;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" onClick={onPreview}>
        <Eye aria-hidden="true" />
        {t(`${a}.preview`)}
      </Button>
      <Button type="button" variant={published ? 'default' : 'outline'} onClick={editor.onSave} disabled={busy || (detail !== null && !editor.dirty)}>
        {pending.save && <Spinner aria-hidden="true" />}
        {pending.save ? t('shared.saving') : t(`${a}.save`)}
      </Button>
      {!upToDate && (
        <Button type="button" variant={published ? 'outline' : 'default'} onClick={() => (editor.blocksPublish ? editor.onPublish(close) : setAsking('publish'))} disabled={busy}>
          {pending.publish ? <Spinner aria-hidden="true" /> : <Send aria-hidden="true" />}
          {published ? t(`${a}.publishChanges`) : t(`${a}.publish`)}
        </Button>
      )}
      {detail && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="outline" size="icon" aria-label={t(`${a}.more`)} disabled={busy}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onVersions}>
              <History aria-hidden="true" />
              {t(`${a}.versions`)}
            </DropdownMenuItem>
            {published && (
              <DropdownMenuItem onSelect={() => setAsking('unpublish')}>
                <Undo2 aria-hidden="true" />
                {t(`${a}.unpublish`)}
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => setAsking('delete')}>
              <Trash2 aria-hidden="true" />
              {t(`${a}.delete`)}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <ConfirmDialog
        open={asking === 'publish'}
        title={t(`${a}.publishTitle`)}
        description={`${t(published ? `${a}.publishChangesText` : `${a}.publishText`)}${editor.dirty || !detail ? ` ${t(`${a}.publishSaves`)}` : ''}`}
        confirmLabel={published ? t(`${a}.publishChanges`) : t(`${a}.publish`)}
        pending={pending.publish}
        onCancel={close}
        onConfirm={() => editor.onPublish(close)}
      />
      <ConfirmDialog
        open={asking === 'unpublish'}
        title={t(`${a}.unpublishTitle`)}
        description={t(`${a}.unpublishText`)}
        confirmLabel={t(`${a}.unpublish`)}
        pending={pending.unpublish}
        onCancel={close}
        onConfirm={() => editor.onUnpublish(close)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t(`${a}.deleteTitle`)}
        description={t(`${a}.deleteText`)}
        confirmLabel={t(`${a}.delete`)}
        pending={pending.remove}
        onCancel={close}
        onConfirm={() => editor.onDelete(close)}
      />
    </div>
  );
}
