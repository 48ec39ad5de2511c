import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** edit={id} must be a positive integer; anything else opens nothing. */
export function parseEditId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * The create and edit dialogs live in the address (docs/product-spec.md, section 2): new=true opens the create
 * dialog, edit={id} the edit dialog, and opening or closing a dialog updates the address.
 * Opening pushes a history entry; closing replaces it, so Back does not reopen a closed dialog.
 */
export function useArticleDialogs() {
  const [params, setParams] = useSearchParams();
  const editId = parseEditId(params.get('edit'));
  const creating = editId === null && params.get('new') === 'true';

  const openCreate = useCallback(
    () =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.delete('edit');
        next.set('new', 'true');
        return next;
      }),
    [setParams],
  );
  const openEdit = useCallback(
    (id: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.delete('new');
        next.set('edit', String(id));
        return next;
      }),
    [setParams],
  );
  // a created article is edited from then on: the address says so, in place (a reload reopens it)
  const created = useCallback(
    (id: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('new');
          next.set('edit', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('new');
          next.delete('edit');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { creating, editId, openCreate, openEdit, created, close };
}
