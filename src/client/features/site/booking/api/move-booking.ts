import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MovedBooking } from '@shared/schemas/booking';
import { postBooking } from './booking-post';
import { managedBookingPath, managedBookingQuery } from './get-managed-booking';

/**
 * POST /api/public/bookings/:token/move: the booking at its new start and a new link (the old one is
 * spent); 409 SLOT_TAKEN as a SlotTakenError with the next free slots.
 */
export const moveBooking = (token: string, startsAt: string): Promise<MovedBooking> => postBooking<MovedBooking>(`${managedBookingPath(token)}/move`, { startsAt });

export function useMoveBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startsAt: string) => moveBooking(token, startsAt),
    onSuccess: (moved) => {
      // the new link's page shows at once, without asking again
      queryClient.setQueryData(managedBookingQuery(moved.token).queryKey, moved.booking);
      void queryClient.invalidateQueries({ queryKey: ['public', 'booking'] });
    },
  });
}
