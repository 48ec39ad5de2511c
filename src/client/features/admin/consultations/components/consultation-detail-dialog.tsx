import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useErrorMessage } from '@/i18n/error-message';
import { consultationStatuses, type ConsultationStatus } from '@shared/catalog';
import type { Consultation } from '@shared/schemas/consultations';
import { CancelSaveButtons } from '../../shared/cancel-save-buttons';
import { DiscardDialog } from '../../shared/discard-dialog';
import { formatLocalDateTime } from '../../shared/format';
import { useGuardedClose } from '../../shared/use-guarded-close';
import { useUpdateConsultation } from '../api/update-consultation';
import { effectiveStatus } from '../lib/consultation-filters';
import { useConsultationTypeLabel } from './consultation-type';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** Customer info, type, time, message, status select and processing notes; cancel and save (docs/product-spec.md, section 2). */
export function ConsultationDetailDialog({ consultation: c, onClose, onDelete }: { consultation: Consultation; onClose: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const { t: tc } = useTranslation('common');
  const typeLabel = useConsultationTypeLabel();
  const update = useUpdateConsultation();
  const initialStatus = effectiveStatus(c.status);
  const [status, setStatus] = useState<ConsultationStatus>(initialStatus);
  const [note, setNote] = useState(c.note ?? '');
  const dirty = status !== initialStatus || note !== (c.note ?? '');
  const { requestClose, discardDialog } = useGuardedClose({ dirty, pending: update.isPending, onClose });
  const d = 'consultations.detail' as const;

  const save = () =>
    update.mutate(
      { id: c.id, input: { status, note } },
      {
        onSuccess: () => {
          toast.success(t('consultations.toast.updated'), { description: t('consultations.toast.updatedText') });
          onClose();
        },
        onError: (err) => toast.error(t('consultations.toast.updateFailed'), { description: errorMessage(err, t('consultations.toast.updateDefault')) }),
      },
    );

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && requestClose()}>
        <DialogContent className="sm:max-w-2xl" closeLabel={t('shared.actions.close')} data-testid="consultation-dialog">
          <DialogHeader>
            <DialogTitle>{t(`${d}.title`)}</DialogTitle>
            <DialogDescription>{t(`${d}.description`, { time: formatLocalDateTime(c.createdAt, i18n.language) })}</DialogDescription>
          </DialogHeader>
          <section aria-labelledby="consultation-customer" className="rounded-lg border bg-muted/30 p-4">
            <h3 id="consultation-customer" className="mb-3 text-sm font-semibold">
              {t(`${d}.customer`)}
            </h3>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Info label={t(`${d}.name`)}>{c.name}</Info>
              <Info label={t(`${d}.email`)}>
                <a href={`mailto:${c.email}`} className="text-primary underline-offset-2 hover:underline">
                  {c.email}
                </a>
              </Info>
              <Info label={t(`${d}.phone`)}>
                <a href={`tel:${c.phone.replace(/\s+/g, '')}`} className="text-primary underline-offset-2 hover:underline">
                  {c.phone}
                </a>
              </Info>
              <Info label={t(`${d}.type`)}>{typeLabel(c.type)}</Info>
              <Info label={t(`${d}.time`)}>{formatLocalDateTime(c.createdAt, i18n.language)}</Info>
              <Info label={t(`${d}.updated`)}>{formatLocalDateTime(c.updatedAt, i18n.language)}</Info>
            </dl>
          </section>
          <div className="grid gap-2">
            <p className="text-sm font-semibold">{t(`${d}.message`)}</p>
            <p className="max-h-48 overflow-y-auto rounded-md border p-3 text-sm whitespace-pre-wrap" data-testid="consultation-message">
              {c.message}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <div className="grid content-start gap-2">
              <Label htmlFor="consultation-status">{t(`${d}.status`)}</Label>
              <Select value={status} onValueChange={(v) => setStatus(v as ConsultationStatus)}>
                <SelectTrigger id="consultation-status" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {consultationStatuses.map((s) => (
                    <SelectItem key={s} value={s}>
                      {tc(`status.${s}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="consultation-note">{t(`${d}.note`)}</Label>
              <Textarea id="consultation-note" rows={4} value={note} onChange={(e) => setNote(e.target.value)} placeholder={t(`${d}.notePlaceholder`)} />
            </div>
          </div>
          <DialogFooter className="sm:justify-between">
            <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" onClick={onDelete} disabled={update.isPending}>
              <Trash2 aria-hidden="true" />
              {t(`${d}.delete`)}
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <CancelSaveButtons pending={update.isPending} onCancel={requestClose} onSave={save} />
            </div>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <DiscardDialog {...discardDialog} />
    </>
  );
}
