import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ConsultationStatus } from '@shared/catalog';
import type { ConsultationFolder, ConsultationList, ConsultationType } from '@shared/schemas/consultations';
import { consultationKeys } from './consultations-keys';

export const CONSULTATIONS_PAGE_SIZE = 20;

/** The list's filters as the server takes them (the CSV export takes the same, without paging). */
export interface ConsultationFilterRequest {
  /** name, email or phone */
  q?: string;
  status?: ConsultationStatus;
  type?: ConsultationType;
  /** the inbox when missing */
  folder?: ConsultationFolder;
  /** a user id, 'me' or 'unassigned'; everyone's when missing */
  assignee?: string;
}

/** One page of the list as the server searches, filters and pages it (docs/product-spec.md, section 7). */
export interface ConsultationListRequest extends ConsultationFilterRequest {
  page: number;
  pageSize?: number;
}

/** The query string of the filters, in a fixed order (the address and the tests read it). */
export function filterParams({ q, status, type, folder, assignee }: ConsultationFilterRequest, params = new URLSearchParams()): URLSearchParams {
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (type) params.set('type', type);
  if (folder) params.set('folder', folder);
  if (assignee) params.set('assignee', assignee);
  return params;
}

export function consultationListPath({ page, pageSize = CONSULTATIONS_PAGE_SIZE, ...filters }: ConsultationListRequest): string {
  return `/api/consultations?${filterParams(filters, new URLSearchParams({ page: String(page), pageSize: String(pageSize) }))}`;
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
