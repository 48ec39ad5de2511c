import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { BookingAvailability } from '@shared/schemas/booking';
import { createI18n, type Language } from '@/i18n';
import { useBookingStrings } from '@/i18n/booking-strings';

/** Test helper: the booking strings added, as the page's chunk adds them. */
function WithBookingStrings({ children }: { children: ReactNode }) {
  useBookingStrings();
  return children;
}

/** Test helper: booking UI in `lang`, inside a router at `route`, with its own query client. */
export function bookingTree(ui: ReactNode, { lang = 'zh', route = '/book', queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }) }: { lang?: Language; route?: string; queryClient?: QueryClient } = {}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[route]}>
          <WithBookingStrings>{ui}</WithBookingStrings>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Monday 10 March 2025 (London on GMT) and Tuesday 1 July 2025 (London on BST), 10:00 and 10:30 in Singapore; a holiday between. */
export const availability: BookingAvailability = {
  enabled: true,
  timeZone: 'Asia/Singapore',
  slotMinutes: 30,
  kinds: ['phone', 'video', 'office'],
  days: [
    { date: '2025-03-10', slots: ['2025-03-10T02:00:00.000Z', '2025-03-10T02:30:00.000Z'] },
    { date: '2025-07-01', slots: ['2025-07-01T02:00:00.000Z', '2025-07-01T08:00:00.000Z'] },
  ],
  closed: [{ date: '2025-03-31', label: '开斋节', labelEn: 'Hari Raya Puasa' }],
};
