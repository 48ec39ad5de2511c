import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '../../shared/error-codes';
import { problemMessage } from '../../shared/assessment-rules';
import type { AssessmentProblem } from '../../shared/schemas/assessments';
import { permissions, type Permission } from '../../shared/permissions';
import { englishMessage, issueCode, validationMessages, type ValidationCode } from '../../shared/validation';
import { classifyDbError } from './db-errors';

/** The one error class: a status, a stable code the client translates, and an English message. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** The product description's text for a refusal of what only an administrator may do. */
export const MESSAGE_ADMIN_NEEDED = 'you do not have permission, administrator rights needed';

/** A refusal for lack of one permission (src/shared/permissions.ts): 403 FORBIDDEN naming it. */
export class ForbiddenError extends AppError {
  constructor(public readonly permission: Permission) {
    const adminsOnly = permissions[permission].every((role) => role === 'admin');
    super(403, 'FORBIDDEN', adminsOnly ? MESSAGE_ADMIN_NEEDED : `you do not have permission (${permission} needed)`);
  }
}

/**
 * An outage every request meets alike (the limit store away): each request is answered 503 with
 * the code, and the cause is logged once a minute per code and server, not once per request.
 */
export class OutageError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    public readonly cause: unknown,
  ) {
    super(503, code, message);
  }
}

const OUTAGE_LOG_EVERY_MS = 60_000;

/** A slot someone else booked first (409 SLOT_TAKEN), with the next free ones to offer instead. */
export class SlotTakenError extends AppError {
  constructor(public readonly nextSlots: string[]) {
    super(409, 'SLOT_TAKEN', 'this slot was just booked by someone else');
  }
}

/**
 * A self-assessment whose rules cannot be saved, or whose texts are missing for publishing (400
 * ASSESSMENT_INVALID): every problem, the first one in the message (docs/decisions/0030-self-assessments.md).
 */
export class AssessmentInvalidError extends AppError {
  constructor(public readonly problems: AssessmentProblem[]) {
    super(400, 'ASSESSMENT_INVALID', problems[0] ? problemMessage(problems[0]) : 'the assessment cannot be saved');
  }
}

export const notFound = (what = 'resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);

/** A refusal of one field, shaped like a validation error: its code in `fieldErrors`, its English text in the message. */
export const fieldError = (field: string, code: ValidationCode) => new AppError(400, 'VALIDATION', `${field}: ${validationMessages[code]}`, { [field]: [code] });

/** The field errors of a ZodError: each field's codes (src/shared/validation.ts). */
function zodFieldErrors(err: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issueCode(issue));
  }
  return out;
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** Errors raised by Express and its body parsers (4xx with a `type`) become AppErrors. */
function fromHttpError(err: unknown): AppError | undefined {
  const e = err as HttpishError;
  const status = e?.status ?? e?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (e.type === 'entity.parse.failed') return new AppError(400, 'BAD_REQUEST', 'malformed JSON body');
  if (e.type === 'entity.too.large') return new AppError(413, 'PAYLOAD_TOO_LARGE', 'request body too large');
  const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
  return new AppError(status, code, err instanceof Error ? err.message : 'bad request');
}

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) {
    const first = err.issues[0];
    const message = first ? (first.path.length ? `${first.path.join('.')}: ${englishMessage(first.message)}` : englishMessage(first.message)) : 'invalid input';
    return new AppError(400, 'VALIDATION', message, zodFieldErrors(err));
  }
  const db = classifyDbError(err);
  if (db) return new AppError(...db);
  return fromHttpError(err) ?? new AppError(500, 'INTERNAL', 'internal server error');
}

export function errorBody(err: AppError): ErrorBody {
  const body: ErrorBody = { message: err.message, error: err.message, code: err.code };
  if (err.details) body.fieldErrors = err.details;
  if (err instanceof ForbiddenError) body.permission = err.permission;
  if (err instanceof SlotTakenError) body.nextSlots = err.nextSlots;
  if (err instanceof AssessmentInvalidError) body.problems = err.problems;
  return body;
}

/** One error middleware: every error answer is JSON {message, error, code, fieldErrors?}. */
export function errorHandler(logger: Logger, showStacks: boolean): ErrorRequestHandler {
  const outageLogged = new Map<ErrorCode, number>();
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    const appError = toAppError(err);
    // the root logger, whose error serializer drops a failed query's parameters (log-redaction.ts; pino-http's
    // request logger would print them), with the request's id (X-Request-Id) so the line can be followed
    if (appError instanceof OutageError) {
      if (Date.now() - (outageLogged.get(appError.code) ?? 0) >= OUTAGE_LOG_EVERY_MS) {
        outageLogged.set(appError.code, Date.now());
        logger.error({ err: appError.cause, code: appError.code, req: { id: (req as { id?: unknown }).id } }, `${appError.message} (logged once a minute)`);
      }
    } else if (appError.status >= 500) logger.error({ err, req: { id: (req as { id?: unknown }).id } }, 'unhandled error');
    const body: ErrorBody & { stack?: string } = errorBody(appError);
    if (appError.status >= 500 && showStacks && err instanceof Error) body.stack = err.stack;
    res.status(appError.status).json(body);
  };
}
