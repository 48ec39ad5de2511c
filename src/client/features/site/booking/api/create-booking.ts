import { useMutation } from '@tanstack/react-query';
import type { BookingConfirmation, CreateBookingInput } from '@shared/schemas/booking';
import { postBooking } from './booking-post';

/**
 * POST /api/public/bookings: the enquiry's fields with the meeting kind and the slot's start
 * (201 BookingConfirmation; 409 SLOT_TAKEN as a SlotTakenError with the next free slots).
 */
export const createBooking = (body: CreateBookingInput): Promise<BookingConfirmation> => postBooking<BookingConfirmation>('/api/public/bookings', body);

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
