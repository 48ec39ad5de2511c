import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/** The next page of a paged list (docs/decisions/0032-paged-lists.md): what loads it, and whether it is loading. */
export interface MorePage {
  loading: boolean;
  load: () => void;
}

/**
 * What a paged list shows of its infinite query besides its entries (`list.data.pages`): whether the first page is
 * loading, its error (a failed further page leaves the pages already shown, with the error below
 * them), and its next page when there is one.
 */
export function pagedList<T>(list: UseInfiniteQueryResult<InfiniteData<T[]>>): { loading: boolean; error: Error | null; more?: MorePage } {
  return {
    loading: list.isPending,
    error: list.data ? (list.isFetchNextPageError ? list.error : null) : list.error,
    more: list.hasNextPage ? { loading: list.isFetchingNextPage, load: () => void list.fetchNextPage() } : undefined,
  };
}
