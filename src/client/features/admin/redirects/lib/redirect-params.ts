import { REDIRECT_PATH_MAX } from '@shared/schemas/redirects';

/** The list's search as it sits in the address (?q=&page=); `?from=` opens the Add form prefilled. */
export interface RedirectFilters {
  q: string;
}

export const redirectParamNames = { q: 'q' } as const;
export const noRedirectFilters: RedirectFilters = { q: '' };
export const FROM_PARAM = 'from';
export const REDIRECTS_PAGE_SIZE = 25;

export function readRedirectFilters(params: URLSearchParams): RedirectFilters {
  return { q: (params.get('q') ?? '').slice(0, REDIRECT_PATH_MAX) };
}
