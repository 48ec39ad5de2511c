import { consultationStatuses, type ConsultationStatus } from '@shared/catalog';
import { consultationTypes, type ConsultationType } from '@shared/schemas/consultations';
import type { ConsultationListRequest } from '../api/get-consultations';

export function isKnownType(type: string): type is ConsultationType {
  return (consultationTypes as readonly string[]).includes(type);
}

export interface ConsultationFilters {
  search: string;
  /** 'all' or one of the four statuses */
  status: string;
  /** 'all' or a consultation type */
  type: string;
}

export const noConsultationFilters: ConsultationFilters = { search: '', status: 'all', type: 'all' };

/** A missing or unknown status counts as Pending (docs/product-spec.md, section 4). */
export function effectiveStatus(status: string | null | undefined): ConsultationStatus {
  return (consultationStatuses as readonly string[]).includes(status ?? '') ? (status as ConsultationStatus) : 'Pending';
}

/**
 * The server's request for these filters, this page and this (debounced) search: the server searches
 * name, email and phone and filters by status and type (docs/product-spec.md, section 2).
 */
export function listRequest(f: ConsultationFilters, page: number, search: string): ConsultationListRequest {
  const q = search.trim();
  return {
    page,
    ...(q && { q }),
    ...(f.status !== 'all' && { status: effectiveStatus(f.status) }),
    ...(isKnownType(f.type) && { type: f.type }),
  };
}
