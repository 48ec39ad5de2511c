import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@shared/paths';
import type { AppointmentList, AppointmentListQuery } from '@shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/** GET /api/booking/appointments: the bookings of a range of Singapore days, oldest first. */
export function getAppointments({ from, to, consultantId, includeCancelled }: AppointmentListQuery, signal?: AbortSignal) {
  const query = { from, to, consultantId: consultantId === undefined ? undefined : String(consultantId), includeCancelled: includeCancelled ? 'true' : undefined };
  return api.get<AppointmentList>(withQuery('/api/booking/appointments', query), { signal });
}

export const appointmentsQuery = (query: AppointmentListQuery) =>
  queryOptions({
    queryKey: bookingKeys.appointments(query),
    queryFn: ({ signal }) => getAppointments(query, signal),
    // new bookings arrive from visitors: a staff member keeping the week open sees them within a minute
    staleTime: 15_000,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export const useAppointments = (query: AppointmentListQuery) => useQuery(appointmentsQuery(query));
