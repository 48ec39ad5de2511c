import { describe, expect, it } from 'vitest';
import { effectiveStatus, listRequest, noConsultationFilters } from './consultation-filters';

describe('listRequest', () => {
  it('when nothing is filtered, then only the page is asked for', () => {
    expect(listRequest(noConsultationFilters, 3, '')).toEqual({ page: 3 });
  });

  it('when searching and filtering, then the trimmed search, the status and the type are asked for', () => {
    const filters = { search: ' 9123 ', status: 'Completed', type: 'general' };

    expect(listRequest(filters, 1, filters.search)).toEqual({ page: 1, q: '9123', status: 'Completed', type: 'general' });
  });

  it('when only blanks are typed, then no search is asked for', () => {
    expect(listRequest({ ...noConsultationFilters, search: '  ' }, 1, '  ')).toEqual({ page: 1 });
  });
});

describe('effectiveStatus', () => {
  it('when a status is missing or unknown, then it is Pending', () => {
    expect(effectiveStatus(undefined)).toBe('Pending');
    expect(effectiveStatus('Done')).toBe('Pending');
    expect(effectiveStatus('Cancelled')).toBe('Cancelled');
  });
});
