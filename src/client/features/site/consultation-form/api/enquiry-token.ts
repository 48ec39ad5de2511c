import { useCallback, useRef } from 'react';
import { api } from '@/lib/api-client';

/** GET /api/public/enquiry-token: a signed issue time; the server answers no-store, so every call is fresh. */
export const fetchEnquiryToken = (): Promise<string> => api.get<{ token: string }>('/api/public/enquiry-token').then((r) => r.token);

const HOUR = 3_600_000;
/** A token older than this is fetched again when the form next gets focus (the server refuses them after 24 h). */
const REFRESH_AFTER = 12 * HOUR;
/** Past this, sending uses a new token rather than one the server would call expired. */
const USABLE_FOR = 23 * HOUR;
/** Sending never waits longer than this for a token: without one, the enquiry is still kept (as suspect). */
const WAIT_AT_MOST = 4000;

/**
 * The form's timing token (docs/decisions/0012-enquiry-inbox.md), fetched in the browser when the form is hydrated (on the home page,
 * as it comes near), so the time counts from when the visitor could start filling it; never while
 * rendering: pages are cached and shared, so a token in the HTML would be everybody's. A failed fetch
 * yields undefined and is tried again on the next focus.
 */
export function useEnquiryToken() {
  const held = useRef<{ at: number; token: Promise<string | undefined> } | null>(null);

  const fetchNew = useCallback(() => {
    const entry = {
      at: Date.now(),
      token: fetchEnquiryToken().catch(() => {
        if (held.current === entry) held.current = null;
        return undefined;
      }),
    };
    held.current = entry;
    return entry.token;
  }, []);

  const warm = useCallback(() => {
    if (!held.current || Date.now() - held.current.at > REFRESH_AFTER) void fetchNew();
  }, [fetchNew]);

  const take = useCallback((): Promise<string | undefined> => {
    const token = held.current && Date.now() - held.current.at < USABLE_FOR ? held.current.token : fetchNew();
    return Promise.race([token, new Promise<undefined>((resolve) => setTimeout(resolve, WAIT_AT_MOST))]);
  }, [fetchNew]);

  return { warm, take };
}
