import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@shared/paths';
import type { StaffAppointment } from '@shared/schemas/booking';
import type { StaffRef } from '@shared/schemas/inbox';
import { sgtTime } from '@shared/singapore-time';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useErrorMessage } from '@/i18n/error-message';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { formatSgt } from '../../shared/singapore-time';
import { useChangeAppointment } from '../api/change-appointment';
import { KindIcon } from './kind-icon';
import { MovePanel } from './move-panel';
import { useBookingLabels } from './use-booking-labels';

function Info({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 grid min-w-0 gap-0.5' : 'grid min-w-0 gap-0.5'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const link = 'text-primary underline-offset-2 hover:underline';

/** A booking's details, with Move and Cancel (each mails the visitor). */
export function AppointmentDialog({ appointment: a, consultants, onClose }: { appointment: StaffAppointment; consultants: StaffRef[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const labels = useBookingLabels();
  const change = useChangeAppointment();
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const d = 'bookings.detail' as const;
  const booked = a.status === 'booked';
  const when = `${formatSgt(a.startsAt, i18n.language)}–${sgtTime(a.endsAt)}`;

  const move = (startsAt: string, consultantId?: number | null) =>
    change.mutate(
      { id: a.id, action: 'move', startsAt, consultantId },
      {
        onSuccess: (moved) => {
          toast.success(t('bookings.toast.moved'), { description: `${formatSgt(moved.startsAt, i18n.language)} · ${t(`${d}.mailed`)}` });
          setMoving(false);
        },
        onError: (err) => toast.error(t('bookings.toast.moveFailed'), { description: errorMessage(err, t('shared.errors.unknown')) }),
      },
    );
  const cancel = () =>
    change.mutate(
      { id: a.id, action: 'cancel' },
      {
        onSuccess: () => {
          toast.success(t('bookings.toast.cancelled'), { description: t(`${d}.mailed`) });
          setCancelling(false);
        },
        onError: (err) => {
          toast.error(t('bookings.toast.cancelFailed'), { description: errorMessage(err, t('shared.errors.unknown')) });
          setCancelling(false);
        },
      },
    );

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
        <DialogContent closeLabel={t('shared.actions.close')} data-testid="appointment-dialog" className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{a.name || t('consultations.erased')}</DialogTitle>
            <DialogDescription className="flex items-center gap-1.5">
              <KindIcon kind={a.kind} />
              {labels.kind(a.kind)} · {when}
            </DialogDescription>
          </DialogHeader>
          {moving ? (
            <MovePanel appointment={a} consultants={consultants} pending={change.isPending} onMove={move} onBack={() => setMoving(false)} />
          ) : (
            <div className="grid gap-4">
              <dl className="grid grid-cols-2 gap-3 rounded-lg border bg-muted/30 p-4">
                <Info label={t(`${d}.when`)} wide>
                  {when}
                </Info>
                <Info label={t(`${d}.service`)}>{labels.service(a.type)}</Info>
                <Info label={t(`${d}.consultant`)}>{a.consultant?.username ?? t('bookings.week.firm')}</Info>
                <Info label={t(`${d}.phone`)}>
                  {a.phone ? (
                    <a className={`${link} whitespace-nowrap`} href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>
                      {a.phone}
                    </a>
                  ) : (
                    t('consultations.erased')
                  )}
                </Info>
                <Info label={t(`${d}.status`)}>{booked ? t(`${d}.booked`) : t(`${d}.cancelled`)}</Info>
                <Info label={t(`${d}.email`)} wide>
                  {a.email ? (
                    <a className={link} href={`mailto:${a.email}`}>
                      {a.email}
                    </a>
                  ) : (
                    t('consultations.erased')
                  )}
                </Info>
                <Info label={t(`${d}.message`)} wide>
                  <span className="font-normal whitespace-pre-wrap">{a.message || t(`${d}.noMessage`)}</span>
                </Info>
              </dl>
              <Link className={`${link} text-sm`} to={paths.consultationsWith({ open: String(a.consultationId) })}>
                {t(`${d}.openEnquiry`)}
              </Link>
              {booked && (
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="outline" className="text-destructive" onClick={() => setCancelling(true)}>
                    {t(`${d}.cancel`)}
                  </Button>
                  <Button onClick={() => setMoving(true)}>{t(`${d}.move`)}</Button>
                </div>
              )}
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={cancelling}
        title={t(`${d}.cancelTitle`)}
        description={t(`${d}.cancelText`)}
        confirmLabel={t(`${d}.cancelConfirm`)}
        pending={change.isPending}
        pendingLabel={t(`${d}.cancelling`)}
        onCancel={() => setCancelling(false)}
        onConfirm={cancel}
      />
    </>
  );
}
