import { useSyncExternalStore } from 'react';

const never = () => () => {};
const browserZone = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

/**
 * The visitor's time zone, known only in the browser: null while rendering on the server and while
 * hydrating (so the first render matches the server's HTML), then the browser's. `override` (tests,
 * or a zone chosen elsewhere) wins.
 */
export function useVisitorTimeZone(override?: string): string | null {
  const zone = useSyncExternalStore(never, browserZone, () => null);
  return override ?? zone;
}

/** False on the server and while hydrating, true once the page answers to clicks. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
