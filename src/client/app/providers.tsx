import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DeferredToaster } from '@/components/ui/notify';
import { useRenderMode } from '@/lib/render-context';

export function Providers({ queryClient, i18n, backOffice = false, children }: { queryClient: QueryClient; i18n: I18n; backOffice?: boolean; children: ReactNode }) {
  // a public page rendered in the browser mounts the toaster at once, a server-rendered one on demand;
  // the back office starts with its own (features/admin/shared/back-office-toaster.tsx)
  const mode = useRenderMode();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <DeferredToaster now={mode === 'client' && !backOffice} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
