import type { Language } from '@shared/languages';
import { filterParams, type ConsultationFilterRequest } from './get-consultations';

/** GET /api/consultations/export.csv with exactly the list's filters (every page, not just the one shown). */
export function consultationExportPath(filters: ConsultationFilterRequest): string {
  const query = filterParams(filters).toString();
  return `/api/consultations/export.csv${query ? `?${query}` : ''}`;
}

/** GET /api/consultations/export.xlsx: the same rows for people, labelled in the exporter's language. */
export function consultationXlsxPath(filters: ConsultationFilterRequest, lang: Language): string {
  const params = filterParams(filters);
  params.set('lang', lang);
  return `/api/consultations/export.xlsx?${params.toString()}`;
}
