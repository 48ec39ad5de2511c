import { Ban, Eraser, MessageSquarePlus, ShieldAlert, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { consultationStatuses, type ConsultationStatus } from '@shared/catalog';
import type { Consultation } from '@shared/schemas/consultations';
import { DiscardDialog } from '../../shared/discard-dialog';
import { formatLocalDateTime } from '../../shared/format';
import { useGuardedClose } from '../../shared/use-guarded-close';
import { touchTarget } from '../lib/touch';
import { useConsultationWork } from '../lib/use-consultation-work';
import { AnonymizeDialog } from './anonymize-dialog';
import { AssigneeSelect } from './assignee-select';
import { ConsultationActionsMenu } from './consultation-actions-menu';
import { AppointmentSection, CustomerSection, MessageSection, SourceSection } from './consultation-details';
import { ConsultationTimeline } from './consultation-timeline';
import { useSuspectReason } from './suspect-badge';

/**
 * Customer, message and source on the left; assignee, notes and the timeline on the right; status,
 * "assign to me" and save at the foot, where a thumb reaches them on a phone (a full-height sheet there).
 */
export function ConsultationDetailDialog({ consultation: c, onClose, onDelete }: { consultation: Consultation; onClose: () => void; onDelete?: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const work = useConsultationWork(c, onClose);
  const { requestClose, discardDialog } = useGuardedClose({ dirty: work.dirty, pending: work.pending, onClose });
  const [anonymizing, setAnonymizing] = useState(false);
  const suspectReason = useSuspectReason(c);
  const d = 'consultations.detail' as const;

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && requestClose()}>
        <DialogContent
          className="flex flex-col gap-0 overflow-hidden p-0 sm:max-w-4xl max-sm:inset-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0"
          closeLabel={t('shared.actions.close')}
          data-testid="consultation-dialog"
        >
          <DialogHeader className="border-b px-4 py-4 pr-12 text-start sm:px-6">
            <DialogTitle className="flex flex-wrap items-center gap-2">
              {t(`${d}.title`)}
              <span className="text-sm font-normal text-muted-foreground tabular-nums">#{c.id}</span>
              {c.spam && (
                <Badge variant="destructive">
                  <Ban aria-hidden="true" />
                  {t(`${d}.spam`)}
                </Badge>
              )}
              {suspectReason && (
                <Badge variant="warning">
                  <ShieldAlert aria-hidden="true" />
                  {t('consultations.suspect')}
                </Badge>
              )}
            </DialogTitle>
            <DialogDescription>{t(`${d}.description`, { time: formatLocalDateTime(c.createdAt, i18n.language) })}</DialogDescription>
          </DialogHeader>
          {/* on a phone the columns dissolve, so the work comes right after the message and the source last */}
          <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-4 py-4 sm:px-6 lg:grid-cols-2 lg:gap-5">
            <div className="grid content-start gap-4 max-lg:contents">
              {c.anonymizedAt && (
                <p role="status" className="flex items-center gap-2 rounded-lg bg-muted p-3 text-sm" data-testid="consultation-anonymized">
                  <Eraser className="size-4 shrink-0" aria-hidden="true" />
                  {t(`${d}.anonymized`, { time: formatLocalDateTime(c.anonymizedAt, i18n.language) })}
                </p>
              )}
              {c.spam && c.spamReason && (
                <p className="rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm text-red-900">
                  {t('consultations.spamReasonLabel', { reason: t(`consultations.spamReasons.${c.spamReason}`) })}
                </p>
              )}
              {suspectReason && (
                <p className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900" data-testid="consultation-suspect-hint">
                  {t('consultations.suspectHint', { reason: suspectReason })}
                </p>
              )}
              <CustomerSection c={c} />
              <AppointmentSection c={c} />
              <MessageSection c={c} />
              <div className="order-last lg:order-none">
                <SourceSection c={c} />
              </div>
            </div>
            <div className="grid content-start gap-4 max-lg:contents">
              <div className="grid gap-2">
                <Label htmlFor="consultation-assignee">{t(`${d}.assignee`)}</Label>
                <AssigneeSelect id="consultation-assignee" className={touchTarget} value={work.assignee} current={c.assignee} onChange={work.setAssignee} />
              </div>
              {/* "add note" above the box, beside its label: below it, on a phone it ended under the foot bar or the keyboard */}
              <div className="grid gap-2">
                <div className="flex items-end justify-between gap-2">
                  <Label htmlFor="consultation-note">{t(`${d}.note`)}</Label>
                  <Button type="button" variant="secondary" size="sm" className={touchTarget} onClick={work.submitNote} disabled={!work.note.trim() || work.pending} data-testid="consultation-add-note">
                    {work.notePending ? <Spinner aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
                    {t(`${d}.addNote`)}
                  </Button>
                </div>
                <Textarea id="consultation-note" rows={3} value={work.note} onChange={(e) => work.setNote(e.target.value)} placeholder={t(`${d}.notePlaceholder`)} aria-describedby="consultation-note-hint" />
                <p id="consultation-note-hint" className="text-xs text-muted-foreground">
                  {t(`${d}.noteHint`)}
                </p>
              </div>
              <section aria-labelledby="consultation-history" className="grid gap-3">
                <h3 id="consultation-history" className="text-sm font-semibold">
                  {t(`${d}.timeline`)}
                </h3>
                <ConsultationTimeline id={c.id} />
              </section>
            </div>
          </div>
          <div className="grid gap-2 border-t bg-background px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex sm:items-center sm:px-6">
            <div className="flex items-center gap-2 sm:flex-1">
              <ConsultationActionsMenu c={c} disabled={work.pending} onSpam={work.setSpam} onAnonymize={onDelete && (() => setAnonymizing(true))} onDelete={onDelete} />
              <Label htmlFor="consultation-status" className="whitespace-nowrap max-lg:sr-only">
                {t(`${d}.status`)}
              </Label>
              <Select value={work.status} onValueChange={(v) => work.setStatus(v as ConsultationStatus)}>
                <SelectTrigger id="consultation-status" className={`flex-1 sm:w-40 sm:flex-none ${touchTarget}`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {consultationStatuses.map((s) => (
                    <SelectItem key={s} value={s} className="max-md:min-h-11">
                      {tc(`status.${s}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {!work.mine && (
                <Button type="button" variant="outline" className={touchTarget} onClick={work.assignToMe} disabled={!work.canAssignToMe || work.pending}>
                  <UserCheck aria-hidden="true" />
                  {t(`${d}.assignToMe`)}
                </Button>
              )}
            </div>
            <div className="grid grid-cols-2 gap-2 sm:flex">
              <Button type="button" variant="outline" className={touchTarget} onClick={requestClose} disabled={work.pending}>
                {t('shared.actions.cancel')}
              </Button>
              <Button type="button" className={touchTarget} onClick={work.save} disabled={work.pending}>
                {work.savePending && <Spinner aria-hidden="true" />}
                {work.savePending ? t('shared.saving') : t('shared.actions.save')}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
      <DiscardDialog {...discardDialog} />
      <AnonymizeDialog consultation={c} open={anonymizing} onClose={() => setAnonymizing(false)} />
    </>
  );
}
