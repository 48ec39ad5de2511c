import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingSettingsView } from '@shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/** GET /api/booking/settings: the hours, kinds, notice, horizon, closed dates and the staff who can hold hours. */
export const getBookingSettings = (signal?: AbortSignal) => api.get<BookingSettingsView>('/api/booking/settings', { signal });

export const bookingSettingsQuery = () => queryOptions({ queryKey: bookingKeys.settings(), queryFn: ({ signal }) => getBookingSettings(signal) });

export const useBookingSettings = () => useQuery(bookingSettingsQuery());
