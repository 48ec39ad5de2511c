import type { ExportResponse } from '../../../shared/schemas/contact';

export const EXPORT_FILE = /^site-data-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/;

/** A module's share of the data export: named tables of plain rows. */
export interface ExportSource {
  exportPart(): Promise<Record<string, unknown>>;
}

/** The data export asks each module for its part; it knows no tables itself. */
export function exportService(sources: ExportSource[]) {
  return {
    /** Names the file; the snapshot itself is taken when it is downloaded, on whichever server answers. */
    prepare(now = new Date()): ExportResponse {
      const filename = `site-data-${now.toISOString().replace(/[:.]/g, '-')}.json`;
      return { success: true, downloadUrl: `/api/export/download/${filename}`, filename, message: `data export ready: ${filename}` };
    },

    /** All site data; users without password hashes, uploaded images as metadata only. */
    async snapshot(): Promise<Record<string, unknown>> {
      const parts = await Promise.all(sources.map((source) => source.exportPart()));
      return Object.assign({ exportedAt: new Date().toISOString() }, ...parts);
    },
  };
}
export type ExportService = ReturnType<typeof exportService>;
