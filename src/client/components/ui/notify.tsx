import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * Toasts without sonner in the first download: `notify` imports sonner when it is first called and
 * <DeferredToaster> mounts the Toaster once toasts are wanted. Sonner shows a toast created before
 * its Toaster subscribed, so the order of the two downloads does not matter.
 */

let wanted = false;
const listeners = new Set<() => void>();

function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** mounted back-office toasters (features/admin/shared/back-office-toaster.tsx): the deferred one stays away meanwhile */
let claims = 0;

/** The back office shows its own Toaster while mounted: this one renders nothing meanwhile. Returns the release. */
export function claimToaster(): () => void {
  claims++;
  listeners.forEach((listener) => listener());
  return () => {
    claims--;
    listeners.forEach((listener) => listener());
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function show(kind: 'success' | 'error', title: string, options?: ExternalToast): void {
  wantToaster();
  void import('sonner').then(({ toast }) => toast[kind](title, options));
}

/** sonner's toast.success and toast.error, downloading sonner on the first call. */
export const notify = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
};

const Toaster = lazy(() => import('./sonner').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster, mounted at the first `notify`, at the visitor's first click (the back office and the
 * service pages' refresh button call sonner's toast directly, always in answer to one), or at once
 * when `now` (a public page rendered in the browser). The back office mounts its own (claimToaster).
 * Nothing is rendered on the server, so hydration never depends on it.
 */
export function DeferredToaster({ now }: { now: boolean }) {
  const shown = useSyncExternalStore(subscribe, () => wanted && claims === 0, () => false);
  useEffect(() => {
    if (now) return wantToaster();
    document.addEventListener('click', wantToaster, { capture: true, once: true });
    return () => document.removeEventListener('click', wantToaster, { capture: true });
  }, [now]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
