import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { validationMessages, type ValidationCode } from '@shared/validation';

/**
 * Puts the server's field errors under their fields; true when one was placed. The server answers a
 * validation text (translated by useFieldError) or, for a few refusals, the code itself (usernameTaken).
 */
export function applyFieldErrors<T extends FieldValues>(err: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(err instanceof ApiError) || !err.fieldErrors) return false;
  let placed = false;
  for (const [field, messages] of Object.entries(err.fieldErrors)) {
    const first = messages[0];
    if (!first || !(fields as readonly string[]).includes(field)) continue;
    const message = first in validationMessages ? validationMessages[first as ValidationCode] : first;
    setError(field as Path<T>, { message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
