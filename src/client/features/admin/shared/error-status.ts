import { ApiError } from '@/lib/api-client';

/** The HTTP status of an API error (a 404 shows "not found" rather than a failure); texts come from useErrorMessage, by code. */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiError ? err.status : undefined;
}
