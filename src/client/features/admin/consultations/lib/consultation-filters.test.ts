import { describe, expect, it } from 'vitest';
import { effectiveStatus, filterRequest, listRequest, noConsultationFilters, readAssignee } from './consultation-filters';

describe('listRequest', () => {
  it('when nothing is filtered, then only the page is asked for', () => {
    expect(listRequest(noConsultationFilters, 3, '')).toEqual({ page: 3 });
  });

  it('when searching and filtering, then the trimmed search, the status, the type, the folder and the assignee are asked for', () => {
    const filters = { search: ' 9123 ', status: 'Completed', type: 'general', folder: 'spam', assignee: 'me' };

    expect(listRequest(filters, 1, filters.search)).toEqual({ page: 1, q: '9123', status: 'Completed', type: 'general', folder: 'spam', assignee: 'me' });
  });

  it('when only blanks are typed, then no search is asked for', () => {
    expect(listRequest({ ...noConsultationFilters, search: '  ' }, 1, '  ')).toEqual({ page: 1 });
  });
});

describe('filterRequest', () => {
  it('when the inbox is filtered by one admin, then the export asks for that admin and no folder (the inbox is the default)', () => {
    expect(filterRequest({ ...noConsultationFilters, assignee: '7' }, '')).toEqual({ assignee: '7' });
  });
});

describe('readAssignee', () => {
  it('when the address holds me, unassigned or a user id, then it is kept, else it is everyone', () => {
    expect(['me', 'unassigned', '12', '0', 'x', null, '-3'].map(readAssignee)).toEqual(['me', 'unassigned', '12', 'all', 'all', 'all', 'all']);
  });
});

describe('effectiveStatus', () => {
  it('when a status is missing or unknown, then it is Pending', () => {
    expect(effectiveStatus(undefined)).toBe('Pending');
    expect(effectiveStatus('Done')).toBe('Pending');
    expect(effectiveStatus('Cancelled')).toBe('Cancelled');
  });
});
