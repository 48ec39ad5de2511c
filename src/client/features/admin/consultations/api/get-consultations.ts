import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConsultationList } from '@shared/schemas/consultations';
import { consultationKeys } from './consultations-keys';

export const CONSULTATIONS_PAGE_SIZE = 20;

export function getConsultations(page: number, pageSize: number, signal?: AbortSignal): Promise<ConsultationList> {
  return api.get<ConsultationList>(`/api/consultations?page=${page}&pageSize=${pageSize}`, { signal });
}

/** One page of consultations as the API pages them (defaults 1 and 20, docs/product-spec.md, section 7). */
export const consultationsQuery = (page: number, pageSize = CONSULTATIONS_PAGE_SIZE) =>
  queryOptions({
    queryKey: consultationKeys.list(page, pageSize),
    queryFn: ({ signal }) => getConsultations(page, pageSize, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useConsultations(page: number, pageSize = CONSULTATIONS_PAGE_SIZE) {
  return useQuery(consultationsQuery(page, pageSize));
}
