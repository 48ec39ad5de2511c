import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches (false where matchMedia is missing, e.g. in tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  const get = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, get, () => false);
}

/** The spec's mobile breakpoint: under 768 px (section 9). */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)');
