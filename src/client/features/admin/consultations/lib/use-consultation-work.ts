import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { useErrorMessage } from '@/i18n/error-message';
import { useUser } from '@/lib/session';
import type { ConsultationStatus } from '@shared/catalog';
import type { Consultation, UpdateConsultationInput } from '@shared/schemas/consultations';
import { useAddNote } from '../api/add-note';
import { useSetSpam } from '../api/set-spam';
import { useUpdateConsultation } from '../api/update-consultation';
import { NOBODY } from '../components/assignee-select';
import { effectiveStatus } from './consultation-filters';

const assigneeValue = (c: Consultation) => (c.assignee ? String(c.assignee.id) : NOBODY);

/**
 * The detail dialog's work on one enquiry: status, assignee and a note draft, saved together; a note
 * added, "assign to me" and spam go at once. Typed work is never lost: `dirty` guards the close.
 */
export function useConsultationWork(c: Consultation, onSaved: () => void) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const { data: me } = useUser();
  const update = useUpdateConsultation();
  const addNote = useAddNote();
  const spam = useSetSpam();
  const [status, setStatus] = useState<ConsultationStatus>(effectiveStatus(c.status));
  const [assignee, setAssignee] = useState(assigneeValue(c));
  const [note, setNote] = useState('');
  const statusChanged = status !== effectiveStatus(c.status);
  const assigneeChanged = assignee !== assigneeValue(c);
  const dirty = statusChanged || assigneeChanged || note.trim() !== '';
  const pending = update.isPending || addNote.isPending || spam.isPending;
  const failed = (fallback: string) => (err: unknown) => toast.error(t('consultations.toast.updateFailed'), { description: errorMessage(err, fallback) });

  const save = () => {
    const input: UpdateConsultationInput = {
      ...(statusChanged && { status }),
      ...(assigneeChanged && { assigneeId: assignee === NOBODY ? null : Number(assignee) }),
      ...(note.trim() && { note: note.trim() }),
    };
    if (Object.keys(input).length === 0) return onSaved();
    update.mutate(
      { id: c.id, input },
      {
        onSuccess: () => {
          toast.success(t('consultations.toast.updated'), { description: t('consultations.toast.updatedText') });
          setNote('');
          onSaved();
        },
        onError: failed(t('consultations.toast.updateDefault')),
      },
    );
  };

  const submitNote = () =>
    note.trim() &&
    addNote.mutate(
      { id: c.id, input: { note: note.trim() } },
      {
        onSuccess: () => {
          toast.success(t('consultations.toast.noteAdded'));
          setNote('');
        },
        onError: failed(t('consultations.toast.updateDefault')),
      },
    );

  const assignToMe = () =>
    me &&
    update.mutate(
      { id: c.id, input: { assigneeId: me.id } },
      {
        onSuccess: () => {
          setAssignee(String(me.id));
          toast.success(t('consultations.toast.assigned'), { description: t('consultations.toast.assignedText') });
        },
        onError: failed(t('consultations.toast.updateDefault')),
      },
    );

  const setSpam = (value: boolean) =>
    spam.mutate(
      { id: c.id, spam: value },
      {
        onSuccess: () => toast.success(t(value ? 'consultations.toast.spamMarked' : 'consultations.toast.restored')),
        onError: (err) => toast.error(t('consultations.toast.actionFailed'), { description: errorMessage(err) }),
      },
    );

  return {
    status,
    setStatus,
    assignee,
    setAssignee,
    note,
    setNote,
    dirty,
    pending,
    savePending: update.isPending,
    notePending: addNote.isPending,
    mine: me !== undefined && me !== null && c.assignee?.id === me.id,
    canAssignToMe: Boolean(me),
    save,
    submitNote,
    assignToMe,
    setSpam,
  };
}
