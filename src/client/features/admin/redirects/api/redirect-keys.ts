/** Query keys of the Redirects screen: every change to a redirect invalidates `all` (the list and the not-found list). */
export const redirectKeys = {
  all: ['admin', 'redirects'] as const,
  list: (request: RedirectListRequest) => ['admin', 'redirects', 'list', request] as const,
  notFound: (bots: boolean) => ['admin', 'redirects', 'not-found', bots] as const,
};

export interface RedirectListRequest {
  q?: string;
  page: number;
  pageSize: number;
}
