import { ApiError } from '@/lib/api-client';

/** The server's message when it sent one, else the given default (spec section 8). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiError ? err.status : undefined;
}
