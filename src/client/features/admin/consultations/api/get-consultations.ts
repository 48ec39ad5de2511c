import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConsultationStatus } from '@shared/catalog';
import type { ConsultationList, ConsultationType } from '@shared/schemas/consultations';
import { consultationKeys } from './consultations-keys';

export const CONSULTATIONS_PAGE_SIZE = 20;

/** One page of the list as the server searches, filters and pages it (docs/product-spec.md, section 7). */
export interface ConsultationListRequest {
  page: number;
  pageSize?: number;
  /** name, email or phone */
  q?: string;
  status?: ConsultationStatus;
  type?: ConsultationType;
}

export function consultationListPath({ page, pageSize = CONSULTATIONS_PAGE_SIZE, q, status, type }: ConsultationListRequest): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (type) params.set('type', type);
  return `/api/consultations?${params}`;
}

export function getConsultations(request: ConsultationListRequest, signal?: AbortSignal): Promise<ConsultationList> {
  return api.get<ConsultationList>(consultationListPath(request), { signal });
}

export const consultationsQuery = (request: ConsultationListRequest) =>
  queryOptions({
    queryKey: consultationKeys.list(request),
    queryFn: ({ signal }) => getConsultations(request, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useConsultations(request: ConsultationListRequest) {
  return useQuery(consultationsQuery(request));
}
