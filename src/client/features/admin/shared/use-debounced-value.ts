import { useEffect, useState } from 'react';

/** How long the back office's search boxes wait after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stopped changing for `delayMs` (a search asks the server after typing pauses). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
