import { describe, expect, it } from 'vitest';
import { effectiveStatus, filterConsultations, hasFilters, noConsultationFilters } from './consultation-filters';

const rows = [
  { name: 'Tan Wei', email: 'tan@example.com', phone: '+65 9123 4567', status: 'Pending' as const, type: 'immigration' },
  { name: 'Li Na', email: 'lina@example.com', phone: '+86 138 0000 1111', status: 'Completed' as const, type: 'education' },
  { name: 'Ahmad', email: 'ahmad@example.com', phone: '+60 12 345 6789', status: 'Unknown' as never, type: '' },
];

describe('filterConsultations', () => {
  it('when searching, then name, email and phone are matched (phone also by digits only)', () => {
    expect(filterConsultations(rows, { ...noConsultationFilters, search: 'li na' }).map((r) => r.name)).toEqual(['Li Na']);
    expect(filterConsultations(rows, { ...noConsultationFilters, search: 'AHMAD@' }).map((r) => r.name)).toEqual(['Ahmad']);
    expect(filterConsultations(rows, { ...noConsultationFilters, search: '91234567' }).map((r) => r.name)).toEqual(['Tan Wei']);
  });

  it('when filtering by Pending, then a record with an unknown status counts as pending', () => {
    const result = filterConsultations(rows, { ...noConsultationFilters, status: 'Pending' });

    expect(result.map((r) => r.name)).toEqual(['Tan Wei', 'Ahmad']);
  });

  it('when filtering by type general, then records without a type match', () => {
    expect(filterConsultations(rows, { ...noConsultationFilters, type: 'general' }).map((r) => r.name)).toEqual(['Ahmad']);
  });
});

describe('effectiveStatus and hasFilters', () => {
  it('when a status is missing or unknown, then it is Pending', () => {
    expect(effectiveStatus(undefined)).toBe('Pending');
    expect(effectiveStatus('Done')).toBe('Pending');
    expect(effectiveStatus('Cancelled')).toBe('Cancelled');
  });

  it('when only blanks are typed, then no filter is active', () => {
    expect(hasFilters({ ...noConsultationFilters, search: '  ' })).toBe(false);
    expect(hasFilters({ ...noConsultationFilters, type: 'business' })).toBe(true);
  });
});
