import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSettings, BookingSettingsView } from '@shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/** PUT /api/booking/settings: replaces the settings, their hours and closed dates. */
export const saveBookingSettings = (input: BookingSettings) => api.put<BookingSettingsView>('/api/booking/settings', input);

export function useSaveBookingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBookingSettings,
    onSuccess: (saved) => {
      qc.setQueryData(bookingKeys.settings(), saved);
      void qc.invalidateQueries({ queryKey: bookingKeys.freeSlots() });
    },
  });
}
