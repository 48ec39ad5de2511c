import { z } from 'zod';
import { validationCode as m } from '../validation';
import { roles, usernameSchema, type PublicUser } from './auth';

/** Staff passwords (own change, one-time passwords): at least 10 characters; the server also refuses common ones. */
export const STAFF_PASSWORD_MIN = 10;

const emailField = z
  .union([z.literal(''), z.email(m.emailInvalid).max(254)])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

// ---- sign-in, second step ----

/** POST /api/login answers 202 with this when the account has two-factor sign-in. */
export interface TwoFactorRequiredAnswer {
  twoFactorRequired: true;
  code: 'TWO_FACTOR_REQUIRED';
  message: string;
}

export const isTwoFactorRequiredAnswer = (value: unknown): value is TwoFactorRequiredAnswer =>
  typeof value === 'object' && value !== null && (value as { twoFactorRequired?: unknown }).twoFactorRequired === true;

/** A 6-digit TOTP code (spaces ignored) or a recovery code `xxxxx-xxxxx`. */
export const twoFactorLoginSchema = z.object({
  code: z.string().trim().min(1, m.twoFactorCodeWrong).max(64),
});
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

// ---- own account ----

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, m.passwordRequired).max(256),
  newPassword: z.string().min(STAFF_PASSWORD_MIN, m.passwordTooShort).max(256),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  /** base32, shown as text for typing into an app */
  secret: string;
  otpauthUrl: string;
  /** an SVG document rendered on the server */
  qrSvg: string;
}

export const twoFactorEnableSchema = z.object({
  code: z.string().trim().min(1, m.twoFactorCodeWrong).max(64),
});
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableSchema>;

/** disable two-factor, or make new recovery codes: the password again */
export const passwordConfirmSchema = z.object({
  password: z.string().min(1, m.passwordRequired).max(256),
});
export type PasswordConfirmInput = z.input<typeof passwordConfirmSchema>;

export interface RecoveryCodesAnswer {
  recoveryCodes: string[];
}

// ---- bylines (docs/decisions/0021-bylines.md) ----

/** The longest byline name or job title, in either language. */
export const BYLINE_MAX = 80;

/** Blank is none: stored as null. */
const bylineText = z
  .string()
  .trim()
  .max(BYLINE_MAX, m.bylineTooLong)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/**
 * The public name and job title an account's articles are signed with, in Chinese and English;
 * each optional. PUT /api/account/byline (own account) and PUT /api/users/:id/byline (admins).
 */
export const staffBylineSchema = z.object({
  bylineName: bylineText,
  bylineNameEn: bylineText,
  bylineTitle: bylineText,
  bylineTitleEn: bylineText,
});
export type StaffBylineInput = z.input<typeof staffBylineSchema>;
export type StaffByline = z.output<typeof staffBylineSchema>;

export interface AccountSession {
  /** opaque: not the session id */
  id: string;
  current: boolean;
  device: string;
  ip: string | null;
  lastSeenAt: string;
  signedInAt: string;
}

export interface SignOutOthersAnswer {
  message: string;
  count: number;
}

// ---- users screen (admins) ----

export const userStates = ['active', 'disabled'] as const;
export type UserState = (typeof userStates)[number];

export interface StaffUser {
  id: number;
  username: string;
  email: string | null;
  role: PublicUser['role'];
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  state: UserState;
  mustChangePassword: boolean;
  createdAt: string;
  /** the public byline: shown on the account's articles, never its username */
  byline: StaffByline;
}

export const createStaffUserSchema = z.object({
  username: usernameSchema,
  email: emailField,
  role: z.enum(roles),
});
export type CreateStaffUserInput = z.input<typeof createStaffUserSchema>;

export const updateStaffUserSchema = z.object({
  role: z.enum(roles),
});

export interface StaffUserWithPassword {
  user: StaffUser;
  oneTimePassword: string;
}

export interface DeletedStaffUser {
  message: string;
  id: number;
}
