import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedBooking } from '@shared/schemas/booking';
import { api } from '@/lib/api-client';
import { managedBookingPath, managedBookingQuery } from './get-managed-booking';

/** POST /api/public/bookings/:token/cancel: the booking, cancelled (its slot free at once; the link is spent). */
export const cancelBooking = (token: string): Promise<ManagedBooking> => api.post<ManagedBooking>(`${managedBookingPath(token)}/cancel`);

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBooking(token),
    onSuccess: (booking) => {
      queryClient.setQueryData(managedBookingQuery(token).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: ['public', 'booking'] });
    },
  });
}
