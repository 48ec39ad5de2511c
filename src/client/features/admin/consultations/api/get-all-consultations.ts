import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consultation } from '@shared/schemas/consultations';
import { effectiveStatus } from '../lib/consultation-filters';
import { consultationKeys } from './consultations-keys';
import { getConsultations } from './get-consultations';

const PAGE = 100;
const MAX_PAGES = 20;

/**
 * Every consultation, read through the API's pages (the API pages but does not search): used by
 * the search and filters, which must look at all records, and by the bell's pending count.
 */
export async function getAllConsultations(signal?: AbortSignal): Promise<Consultation[]> {
  const rows: Consultation[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { consultations, total } = await getConsultations(page, PAGE, signal);
    rows.push(...consultations);
    if (consultations.length < PAGE || rows.length >= total) break;
  }
  return rows;
}

export const allConsultationsQuery = () =>
  queryOptions({
    queryKey: consultationKeys.everything(),
    queryFn: ({ signal }) => getAllConsultations(signal),
    staleTime: 30_000,
  });

export function useAllConsultations(enabled: boolean) {
  return useQuery({ ...allConsultationsQuery(), enabled });
}

const countPending = (rows: Consultation[]) => rows.filter((c) => effectiveStatus(c.status) === 'Pending').length;

/** The bell's number: refreshed every minute and whenever an order changes. */
export function usePendingCount() {
  return useQuery({ ...allConsultationsQuery(), select: countPending, refetchInterval: 60_000 });
}
