import { consultationServices, consultationStatuses, type ConsultationStatus } from '@shared/catalog';
import type { Consultation } from '@shared/schemas/consultations';

export const consultationTypes = [...consultationServices, 'general'] as const;
export type KnownConsultationType = (typeof consultationTypes)[number];

export function isKnownType(type: string): type is KnownConsultationType {
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

/** Search over name, email and phone; status and type filters (docs/product-spec.md, section 2). */
export function filterConsultations<T extends Pick<Consultation, 'name' | 'email' | 'phone' | 'status' | 'type'>>(
  rows: readonly T[],
  f: ConsultationFilters,
): T[] {
  const q = f.search.trim().toLowerCase();
  const digits = q.replace(/[^\d]/g, '');
  return rows.filter((c) => {
    if (f.status !== 'all' && effectiveStatus(c.status) !== f.status) return false;
    if (f.type !== 'all' && (c.type || 'general') !== f.type) return false;
    if (!q) return true;
    if (c.name.toLowerCase().includes(q) || c.email.toLowerCase().includes(q) || c.phone.toLowerCase().includes(q)) return true;
    // '+65 9123 4567' is found by '91234567' too
    return digits.length >= 3 && c.phone.replace(/[^\d]/g, '').includes(digits);
  });
}

export function hasFilters(f: ConsultationFilters): boolean {
  return f.search.trim() !== '' || f.status !== 'all' || f.type !== 'all';
}
