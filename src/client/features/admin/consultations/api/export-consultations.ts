import { filterParams, type ConsultationFilterRequest } from './get-consultations';

/** GET /api/consultations/export.csv with exactly the list's filters (every page, not just the one shown). */
export function consultationExportPath(filters: ConsultationFilterRequest): string {
  const query = filterParams(filters).toString();
  return `/api/consultations/export.csv${query ? `?${query}` : ''}`;
}
