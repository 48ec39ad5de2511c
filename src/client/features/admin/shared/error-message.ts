import { ApiError } from '@/lib/api-client';

// Error texts come from useErrorMessage() in @/i18n/error-message (translated by code).

export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiError ? err.status : undefined;
}
