import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedBooking } from '@shared/schemas/booking';
import { api, ApiError } from '@/lib/api-client';

/** The API path of the booking a link's token names. */
export const managedBookingPath = (token: string): string => `/api/public/bookings/${encodeURIComponent(token)}`;

/** The calendar invitation of a booking as it is now (a link, not a query). */
export const bookingIcsUrl = (token: string): string => `${managedBookingPath(token)}/ics`;

/** GET /api/public/bookings/:token: the booking a change-or-cancel link names (404 BOOKING_LINK_INVALID, 410 BOOKING_LINK_EXPIRED). */
export const fetchManagedBooking = (token: string, signal?: AbortSignal): Promise<ManagedBooking> => api.get<ManagedBooking>(managedBookingPath(token), { signal });

export const managedBookingQuery = (token: string) =>
  queryOptions({
    queryKey: ['booking', 'managed', token] as const,
    queryFn: ({ signal }) => fetchManagedBooking(token, signal),
    // a dead or spent link stays dead: only a failure of the server is worth a second try
    retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status > 0 && err.status < 500),
    refetchOnWindowFocus: false,
  });

export const useManagedBooking = (token: string) => useQuery(managedBookingQuery(token));
