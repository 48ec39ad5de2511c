import type { AppointmentListQuery } from '@shared/schemas/booking';

/** Query keys of the Bookings screen (staff only). */
export const bookingKeys = {
  all: ['admin', 'booking'] as const,
  settings: () => ['admin', 'booking', 'settings'] as const,
  appointments: (query: AppointmentListQuery) => ['admin', 'booking', 'appointments', query] as const,
  freeSlots: () => ['admin', 'booking', 'free-slots'] as const,
};
