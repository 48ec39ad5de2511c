import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/**
 * An API error in the reader's language, chosen by its code (src/shared/error-codes.ts): the
 * server's message is English and never shown. Anything that is not an ApiError gives the fallback.
 */
export function translateError(t: TFunction<'common'>, err: unknown, fallback?: string): string {
  if (err instanceof ApiError) return t(`errors.${err.code}`);
  return fallback ?? t('errors.unknown');
}

/** `(err, fallback?) => text` for toasts and error states; stable while the language stays the same. */
export function useErrorMessage(): (err: unknown, fallback?: string) => string {
  const { t } = useTranslation('common');
  return useCallback((err, fallback) => translateError(t, err, fallback), [t]);
}
