import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@shared/languages';
import { createI18n } from '@/i18n';
import { contactQuery } from '@/lib/public-queries';

/** Test helper: renders public-site UI in `lang` with the contact details already loaded, inside a router. */
export function renderWithContact(ui: ReactNode, contact: Record<string, unknown>, lang: Language = 'zh') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(contactQuery(lang).queryKey, contact as never);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
