import type { Consultation } from '../../../shared/schemas/consultations';
import type { StaffRef } from '../../../shared/schemas/inbox';
import type { AuditChange } from '../../../shared/schemas/audit';
import type { AuditEntry } from '../audit/audit.recorder';

/**
 * One staff change of an enquiry (docs/decisions/0017-audit-log.md): 'status' when its status
 * changed, else 'assign', else 'save' of its note. The note's text is the visitor's business and
 * stays out of the append-only log (it could never be anonymised there): only that it changed.
 */
export function enquiryAuditEntry(before: Consultation, values: { status?: string; note?: string | null }, assignee: StaffRef | null | undefined): AuditEntry | null {
  const changes: AuditChange[] = [];
  if (values.status !== undefined) changes.push({ field: 'status', from: before.status, to: values.status });
  if (assignee !== undefined) changes.push({ field: 'assignee', from: before.assignee?.username ?? null, to: assignee?.username ?? null });
  if (values.note !== undefined) changes.push({ field: 'note', from: null, to: 'changed' });
  if (!changes.length) return null;
  const action = values.status !== undefined ? 'status' : assignee !== undefined ? 'assign' : 'save';
  return { action, entityType: 'enquiry', entityId: before.id, entityLabel: `#${before.id}`, changes };
}

/** An export of enquirers' personal data: the entry says who and when; its one change, how many enquiries the file holds. */
export const enquiryExportEntry = (file: 'enquiries.csv' | 'enquiries.xlsx', rows: number): AuditEntry => ({
  action: 'export',
  entityType: 'export',
  entityLabel: file,
  changes: [{ field: 'rows', from: null, to: rows }],
});
