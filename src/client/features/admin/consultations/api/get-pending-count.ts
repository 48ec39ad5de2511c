import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationKeys } from './consultations-keys';
import { getConsultations } from './get-consultations';

/** The server's count of unassigned Pending enquiries (spam left out), without reading them. */
export const pendingCountQuery = () =>
  queryOptions({
    queryKey: consultationKeys.pendingCount(),
    queryFn: async ({ signal }) => (await getConsultations({ page: 1, pageSize: 1, status: 'Pending', assignee: 'unassigned' }, signal)).counts.unassignedPending,
    staleTime: 30_000,
  });

/** The bell's number: refreshed every minute and whenever an enquiry changes. */
export function usePendingCount() {
  return useQuery({ ...pendingCountQuery(), refetchInterval: 60_000 });
}
