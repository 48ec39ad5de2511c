import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';

/** The one error class: a status the client should see and a message it can show. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'resource') => new AppError(404, `${what} not found`);

export function zodFieldErrors(err: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  code?: string;
}

/** One error middleware: every error answer is JSON {message, error, fieldErrors?}. */
export function errorHandler(logger: Logger, isProduction: boolean): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    if (res.headersSent) return;
    let status = 500;
    let message = 'internal server error';
    let fieldErrors: Record<string, string[]> | undefined;

    if (err instanceof AppError) {
      status = err.status;
      message = err.message;
      fieldErrors = err.details;
    } else if (err instanceof ZodError) {
      status = 400;
      fieldErrors = zodFieldErrors(err);
      const first = err.issues[0];
      message = first ? (first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message) : 'invalid input';
    } else {
      const e = err as HttpishError;
      const s = e.status ?? e.statusCode;
      if (typeof s === 'number' && s >= 400 && s < 500) {
        status = s;
        message =
          e.type === 'entity.parse.failed'
            ? 'malformed JSON body'
            : e.type === 'entity.too.large'
              ? 'request body too large'
              : err instanceof Error
                ? err.message
                : 'bad request';
      }
    }
    if (status >= 500) logger.error({ err }, 'unhandled error');
    const body: Record<string, unknown> = { message, error: message };
    if (fieldErrors) body.fieldErrors = fieldErrors;
    if (status >= 500 && !isProduction && err instanceof Error) body.stack = err.stack;
    res.status(status).json(body);
  };
}
