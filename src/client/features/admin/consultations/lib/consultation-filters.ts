import { consultationStatuses, type ConsultationStatus } from '@shared/catalog';
import { consultationTypes, type ConsultationType } from '@shared/schemas/consultations';
import type { ConsultationFilterRequest, ConsultationListRequest } from '../api/get-consultations';

export function isKnownType(type: string): type is ConsultationType {
  return (consultationTypes as readonly string[]).includes(type);
}

export interface ConsultationFilters {
  search: string;
  /** 'all' or one of the four statuses */
  status: string;
  /** 'all' or a consultation type */
  type: string;
  /** 'inbox' or 'spam' */
  folder: string;
  /** 'all', 'me', 'unassigned' or a user id */
  assignee: string;
}

export const noConsultationFilters: ConsultationFilters = { search: '', status: 'all', type: 'all', folder: 'inbox', assignee: 'all' };

/** 'me', 'unassigned' or a user id in digits; anything else is everyone's. */
export function readAssignee(value: string | null): string {
  return value === 'me' || value === 'unassigned' || /^[1-9]\d{0,9}$/.test(value ?? '') ? (value as string) : 'all';
}

/** A missing or unknown status counts as Pending (docs/product-spec.md, section 4). */
export function effectiveStatus(status: string | null | undefined): ConsultationStatus {
  return (consultationStatuses as readonly string[]).includes(status ?? '') ? (status as ConsultationStatus) : 'Pending';
}

/** The server's filters for these filters and this (debounced) search: the CSV export takes exactly these. */
export function filterRequest(f: ConsultationFilters, search: string): ConsultationFilterRequest {
  const q = search.trim();
  const assignee = readAssignee(f.assignee);
  return {
    ...(q && { q }),
    ...(f.status !== 'all' && { status: effectiveStatus(f.status) }),
    ...(isKnownType(f.type) && { type: f.type }),
    ...(f.folder === 'spam' && { folder: 'spam' as const }),
    ...(assignee !== 'all' && { assignee }),
  };
}

/**
 * The server's request for these filters, this page and this (debounced) search: the server searches
 * name, email and phone and filters by status, type, folder and assignee (docs/product-spec.md, section 2).
 */
export function listRequest(f: ConsultationFilters, page: number, search: string): ConsultationListRequest {
  return { page, ...filterRequest(f, search) };
}
