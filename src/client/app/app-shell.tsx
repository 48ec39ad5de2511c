import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { StartLanguage } from '@/features/site/layout/start-language';
import type { Language } from '@/i18n/types';
import { RenderProvider, type RenderMode, type ServerRenderState } from '@/lib/render-context';
import { Providers } from './providers';

/** The one tree both entries render, so the server's HTML and the browser's first render agree. */
export function AppShell({
  mode,
  server,
  queryClient,
  i18n,
  startLanguage,
  backOffice,
  children,
}: {
  mode: RenderMode;
  /** the language picked at start in the browser (applied after hydration); the server's own otherwise */
  startLanguage: Language;
  /** the page started in the back office, which shows its own toasts */
  backOffice?: boolean;
  server?: ServerRenderState;
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <RenderProvider mode={mode} server={server}>
        <Providers queryClient={queryClient} i18n={i18n} backOffice={backOffice}>
          {children}
          {/* rendered on both sides so the trees (and their useId values) match */}
          <StartLanguage language={startLanguage} />
        </Providers>
      </RenderProvider>
    </StrictMode>
  );
}
