import type { Permission } from './permissions';
import type { AssessmentProblem } from './schemas/assessments';

/**
 * Every error code the API answers with (`{ message, code, fieldErrors? }`). The server picks one
 * for each error; the client shows `t('errors.<code>')` and never reads the English message.
 */
export const errorCodes = [
  'VALIDATION',
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TWO_FACTOR_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  'NO_PENDING_SIGN_IN',
  'PASSWORD_CHANGE_REQUIRED',
  'TWO_FACTOR_ENROLLMENT_REQUIRED',
  'SELF_LOCKOUT',
  'LAST_ADMIN',
  'FORBIDDEN',
  'REGISTRATION_CLOSED',
  'CROSS_SITE',
  'CONFLICT',
  'RATE_LIMITED',
  'RATE_LIMIT_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'MEDIA_IN_USE',
  'NOT_BUILT',
  'UNAVAILABLE',
  'METHOD_NOT_ALLOWED',
  // publishing (docs/decisions/0016-publishing.md)
  'ARTICLE_ID_TAKEN',
  'SCHEDULE_NOT_FUTURE',
  'SCHEDULE_ORDER',
  'PREVIEW_LINK_INVALID',
  // self-assessments (docs/decisions/0030-self-assessments.md): a rule set that cannot be saved, an
  // attached outcome the server does not reach itself, a version that is no longer the published one
  'ASSESSMENT_INVALID',
  'ASSESSMENT_MISMATCH',
  'ASSESSMENT_CHANGED',
  // the review step: an editor approves or returns an author's submission
  'SELF_APPROVAL',
  'REVIEW_PENDING',
  'REVIEW_DECIDED',
  // redirects staff manage (docs/decisions/0027-found-and-shared.md)
  'REDIRECT_LOOP',
  'REDIRECT_FROM_LIVE_PAGE',
  'REDIRECT_EXISTS',
  // booking (docs/decisions/0028-booking-and-chat.md)
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'BOOKING_CLOSED',
  'BOOKING_LINK_INVALID',
  'BOOKING_LINK_EXPIRED',
  // a restore is confirmed with the admin's password (README "Backups")
  'CURRENT_PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_WRONG',
  'RESTORE_ADMINS_CHANGED',
  'RESTORE_UNSAFE_UPLOAD',
  'INTERNAL',
  'NETWORK',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

/** The body of every error answer. */
export interface ErrorBody {
  message: string;
  /** the same text, kept for clients of the original API (docs/product-spec.md, section 7) */
  error: string;
  code: ErrorCode;
  fieldErrors?: Record<string, string[]>;
  /** FORBIDDEN: the permission the caller's role lacks (src/shared/permissions.ts) */
  permission?: Permission;
  /** SLOT_TAKEN: the next free slots (ISO instants) to offer instead */
  nextSlots?: string[];
  /** ASSESSMENT_INVALID: what stops the assessment being saved or published */
  problems?: AssessmentProblem[];
}
