import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { consultationStatuses } from '@shared/catalog';
import { isKnownType, noConsultationFilters, type ConsultationFilters } from './consultation-filters';

/** Filters and page in the address: the bell links to ?status=Pending, and reloads keep the view. */
export function useConsultationParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const type = params.get('type') ?? 'all';
  const filters: ConsultationFilters = useMemo(
    () => ({
      search: params.get('q') ?? '',
      status: (consultationStatuses as readonly string[]).includes(status) ? status : 'all',
      type: isKnownType(type) ? type : 'all',
    }),
    [params, status, type],
  );
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = useCallback(
    (changes: Partial<ConsultationFilters> & { page?: number }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const names = { search: 'q', status: 'status', type: 'type' } as const;
          for (const [key, name] of Object.entries(names) as [keyof typeof names, string][]) {
            if (!(key in changes)) continue;
            const value = changes[key];
            if (!value || value === noConsultationFilters[key]) next.delete(name);
            else next.set(name, value);
          }
          // a filter change starts again at page 1
          if (changes.page && changes.page > 1) next.set('page', String(changes.page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, page, update };
}
