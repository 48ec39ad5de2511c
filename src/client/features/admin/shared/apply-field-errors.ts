import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** The form's field for a field the server names: listed as is, or mapped (`translations.en.title` → `title`). */
type FormFields<T extends FieldValues> = readonly Path<T>[] | ((serverField: string) => Path<T> | null | undefined);

/**
 * Puts the server's field errors under the form's fields, the first one focused; true when one was
 * placed. Each carries the server's code, which the field translates (useFieldErrorMessage).
 */
export function applyFieldErrors<T extends FieldValues>(err: unknown, fields: FormFields<T>, setError: UseFormSetError<T>): boolean {
  if (!(err instanceof ApiError) || !err.fieldErrors) return false;
  const fieldOf = typeof fields === 'function' ? fields : (name: string) => fields.find((field) => field === name);
  let placed = false;
  for (const [name, codes] of Object.entries(err.fieldErrors)) {
    const field = fieldOf(name);
    if (!field || !codes[0]) continue;
    setError(field, { type: 'server', message: codes[0] }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
