import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DashboardAnswer } from '@shared/schemas/inbox';

/**
 * Under the consultations' key on purpose: every change to an enquiry (status, assignee, spam,
 * delete) invalidates ['admin', 'consultations'], so the dashboard is fresh when staff come back.
 */
export const dashboardKey = ['admin', 'consultations', 'dashboard'] as const;

export function getDashboard(signal?: AbortSignal): Promise<DashboardAnswer> {
  return api.get<DashboardAnswer>('/api/dashboard', { signal });
}

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 30_000,
  });

/** The dashboard's numbers as the role reads them (enquiry figures null without readEnquiries), refreshed every minute while the screen is open. */
export function useDashboard() {
  return useQuery({ ...dashboardQuery(), refetchInterval: 60_000 });
}
