import { z } from 'zod';
import type { Role } from '../permissions';
import { validationCode as m } from '../validation';

export { roles, type Role } from '../permissions';

/** The one form a username is stored, compared and rate-limited in: "  ＡＤＭＩＮ " is "admin". */
export const normalizeUsername = (s: string): string => s.normalize('NFKC').trim().toLowerCase();

export const loginSchema = z.object({
  username: z.string().trim().min(1, m.usernameRequired).max(64),
  password: z.string().min(1, m.passwordRequired).max(256),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, m.usernameLength)
  .max(32, m.usernameLength)
  .regex(/^[A-Za-z0-9_.-]+$/, m.usernameChars);

export const registerSchema = z.object({
  username: usernameSchema,
  password: z.string().min(8, m.passwordLength).max(256),
  email: z
    .union([z.literal(''), z.email(m.emailInvalid).max(254)])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** What the API ever says about a user: never a password field. */
export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  createdAt: string;
  twoFactorEnabled: boolean;
  /** signed in with a one-time password: every signed-in API but a few answers 403 PASSWORD_CHANGE_REQUIRED */
  mustChangePassword: boolean;
  /** REQUIRE_2FA_FOR_ADMINS and an admin or sales consultant without two-factor: 403 TWO_FACTOR_ENROLLMENT_REQUIRED until enrolled */
  mustEnrollTwoFactor: boolean;
}
