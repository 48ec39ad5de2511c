import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffAppointment } from '@shared/schemas/booking';
import { api } from '@/lib/api-client';
import { consultationKeys } from '../../consultations';
import { bookingKeys } from './booking-keys';

export type AppointmentChange = { id: number; action: 'cancel' } | { id: number; action: 'move'; startsAt: string; consultantId?: number | null };

/** POST /api/booking/appointments/:id/cancel or /move: the visitor is mailed the change. */
export function changeAppointment(change: AppointmentChange): Promise<StaffAppointment> {
  if (change.action === 'cancel') return api.post<StaffAppointment>(`/api/booking/appointments/${change.id}/cancel`);
  const { startsAt, consultantId } = change;
  return api.post<StaffAppointment>(`/api/booking/appointments/${change.id}/move`, consultantId === undefined ? { startsAt } : { startsAt, consultantId });
}

/** A move or a cancellation refreshes the week, the free slots and the inbox (the enquiry shows its appointment). */
export function useChangeAppointment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeAppointment,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: bookingKeys.all }), qc.invalidateQueries({ queryKey: consultationKeys.all })]),
  });
}
