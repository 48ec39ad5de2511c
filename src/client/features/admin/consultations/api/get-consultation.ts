import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Consultation } from '@shared/schemas/consultations';
import { consultationKeys } from './consultations-keys';

export function getConsultation(id: number, signal?: AbortSignal): Promise<Consultation> {
  return api.get<Consultation>(`/api/consultations/${id}`, { signal });
}

/** One enquiry, for a link to it (/consultations?open=<id>, as in the staff email) when the list does not hold it. */
export function useConsultation(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: consultationKeys.one(id ?? 0), queryFn: ({ signal }) => getConsultation(id ?? 0, signal), staleTime: 30_000 }),
    enabled: id !== null,
  });
}
