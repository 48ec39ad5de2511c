import { z } from 'zod';
import { validationMessages as m } from '../validation';

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

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
}
