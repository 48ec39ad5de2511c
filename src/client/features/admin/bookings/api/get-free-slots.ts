import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingAvailability } from '@shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/** GET /api/public/booking/slots: the free slots a visitor sees (a move picks one of them). */
export const getFreeSlots = (signal?: AbortSignal) => api.get<BookingAvailability>('/api/public/booking/slots', { signal });

export const freeSlotsQuery = () => queryOptions({ queryKey: bookingKeys.freeSlots(), queryFn: ({ signal }) => getFreeSlots(signal), staleTime: 0 });

export const useFreeSlots = (enabled: boolean) => useQuery({ ...freeSlotsQuery(), enabled });
