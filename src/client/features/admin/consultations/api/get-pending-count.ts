import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConsultations } from './get-consultations';
import { consultationKeys } from './consultations-keys';

const PAGE = 100;
const MAX_PAGES = 20;

/** Counts Pending orders over the API's pages (the API pages but does not filter by status). */
export async function countPending(signal?: AbortSignal): Promise<number> {
  let pending = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { consultations, total } = await getConsultations(page, PAGE, signal);
    pending += consultations.filter((c) => !c.status || c.status === 'Pending').length;
    if (consultations.length < PAGE || page * PAGE >= total) break;
  }
  return pending;
}

/** The bell's number: refreshed every minute and whenever an order changes. */
export const pendingCountQuery = () =>
  queryOptions({
    queryKey: consultationKeys.pendingCount(),
    queryFn: ({ signal }) => countPending(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function usePendingCount(enabled: boolean) {
  return useQuery({ ...pendingCountQuery(), enabled });
}
