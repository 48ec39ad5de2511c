import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ExportResponse } from '@shared/schemas/contact';

export function exportData(): Promise<ExportResponse> {
  return api.get<ExportResponse>('/api/export/data');
}

/** A mutation, not a query: it runs on request only and is never retried. */
export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
