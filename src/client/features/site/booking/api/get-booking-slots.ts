import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BookingAvailability } from '@shared/schemas/booking';
import { apiFor } from '@/lib/api-client';

/**
 * The free slots (GET /api/public/booking/slots, never cached). Stale at once: the page shows the
 * server's copy first, then asks again as it mounts, since the slots change with the clock and with
 * every booking (docs/decisions/0028-booking-and-chat.md).
 */
export const bookingSlotsQuery = () =>
  queryOptions({
    queryKey: ['public', 'booking', 'slots'] as const,
    queryFn: ({ signal, client }) => apiFor(client).get<BookingAvailability>('/api/public/booking/slots', { signal }),
    staleTime: 0,
  });

export const useBookingSlots = () => useQuery(bookingSlotsQuery());

/** Server rendering: the slots, read in process, so the page's first view holds them. */
export const prefetchBookPage = (qc: QueryClient): Promise<void> => qc.prefetchQuery({ ...bookingSlotsQuery(), retry: false });
