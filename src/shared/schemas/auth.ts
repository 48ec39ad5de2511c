import { z } from 'zod';

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

export const loginSchema = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(64),
  password: z.string().min(1, '请输入密码').max(256),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'username must be 3-32 characters')
  .max(32, 'username must be 3-32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'username may contain letters, digits, _ . - only');

export const registerSchema = z.object({
  username: usernameSchema,
  password: z.string().min(8, 'password must be at least 8 characters').max(256),
  email: z
    .union([z.literal(''), z.email('invalid email address').max(254)])
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
