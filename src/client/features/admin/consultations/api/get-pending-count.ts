import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationKeys } from './consultations-keys';
import { getConsultations } from './get-consultations';

/** The server's count of Pending orders (a stored unknown status counts as Pending), without reading them. */
export const pendingCountQuery = () =>
  queryOptions({
    queryKey: consultationKeys.pendingCount(),
    queryFn: async ({ signal }) => (await getConsultations({ page: 1, pageSize: 1, status: 'Pending' }, signal)).total,
    staleTime: 30_000,
  });

/** The bell's number: refreshed every minute and whenever an order changes. */
export function usePendingCount() {
  return useQuery({ ...pendingCountQuery(), refetchInterval: 60_000 });
}
