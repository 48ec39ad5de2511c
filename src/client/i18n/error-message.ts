import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { permissions, type Permission } from '@shared/permissions';
import { issueCode } from '@shared/validation';

/** Held by administrators alone: "administrator rights needed" says it all. */
const adminOnly = (permission: Permission) => permissions[permission].every((role) => role === 'admin');

/**
 * An API error in the reader's language, chosen by its code (src/shared/error-codes.ts): the
 * server's message is English and never shown. Anything that is not an ApiError gives the fallback.
 */
export function translateError(t: TFunction<'common'>, err: unknown, fallback?: string): string {
  if (err instanceof ApiError && err.code === 'FORBIDDEN' && err.permission && !adminOnly(err.permission)) return forbiddenText(t, err.permission);
  if (err instanceof ApiError) return t(`errors.${err.code}`);
  return fallback ?? t('errors.unknown');
}

/**
 * Which right is missing, in the back office's strings (the 'admin' namespace, added by its chunks);
 * where they are not loaded, the general FORBIDDEN text.
 */
function forbiddenText(t: TFunction<'common'>, permission: Permission): string {
  const ns = 'admin' as const;
  if (!t('roles.forbidden', { ns, defaultValue: '' })) return t('errors.FORBIDDEN');
  return t('roles.forbidden', { ns, right: t(`roles.permissions.${permission}`, { ns }) });
}

/** `(err, fallback?) => text` for toasts and error states; stable while the language stays the same. */
export function useErrorMessage(): (err: unknown, fallback?: string) => string {
  const { t } = useTranslation('common');
  return useCallback((err, fallback) => translateError(t, err, fallback), [t]);
}

/**
 * A field's error: the server's code (`fieldErrors`), or react-hook-form's error, whose message is the
 * code a shared schema gave and whose type is zod's issue code (for zod's own checks).
 */
type FieldProblem = string | { type?: string; message?: string } | undefined;

/** `(problem) => text` under a form field: the code's text (src/shared/validation.ts), like `useErrorMessage` for top-level codes. */
export function useFieldErrorMessage(): (problem: FieldProblem) => string | undefined {
  const { t } = useTranslation('admin');
  return useCallback(
    (problem) => {
      const { type, message } = typeof problem === 'string' ? { type: undefined, message: problem } : (problem ?? {});
      return message ? t(`shared.validation.${issueCode({ code: type, message })}`) : undefined;
    },
    [t],
  );
}
