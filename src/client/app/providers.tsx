import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DeferredToaster } from '@/components/ui/notify';
import { useRenderMode } from '@/lib/render-context';

export function Providers({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  // a page rendered in the browser (the back office) mounts the toaster at once, a server-rendered one on demand
  const mode = useRenderMode();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <DeferredToaster now={mode === 'client'} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
