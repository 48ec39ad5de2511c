import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type StringFields<F> = { [K in keyof F]: string };

export interface UrlListParamsOptions<F extends StringFields<F>> {
  /** The address parameter that holds each filter, e.g. `{ search: 'q' }`. */
  names: { readonly [K in keyof F]: string };
  /** The "no filter" values: a filter set back to one of these leaves the address. */
  empty: F;
  /** Reads the filters from the address, replacing unknown values; must be a stable (module-level) function. */
  read: (params: URLSearchParams) => F;
}

/**
 * Filters and page of an admin list kept in the address, so a reload, a link or the Back button
 * returns staff to the same list they were looking at.
 */
export function useUrlListParams<F extends StringFields<F>>({ names, empty, read }: UrlListParamsOptions<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [params, read]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = useCallback(
    (changes: Partial<F> & { page?: number }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of Object.keys(names) as (keyof F)[]) {
            if (!(key in changes)) continue;
            const value = changes[key];
            if (!value || value === empty[key]) next.delete(names[key]);
            else next.set(names[key], value);
          }
          // a filter change starts again at page 1
          if (changes.page && changes.page > 1) next.set('page', String(changes.page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams, names, empty],
  );

  return { filters, page, update };
}
