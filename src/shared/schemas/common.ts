import { z } from 'zod';

/** Route parameter ids: positive integers only (a bad id is a 400, never a 500). */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive integer' })
    .int('id must be a positive integer')
    .positive('id must be a positive integer')
    .max(2_147_483_647, 'id must be a positive integer'),
});

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Trimmed optional text with an upper bound; empty strings stay empty. */
export const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

export interface ApiErrorBody {
  message: string;
  error: string;
  fieldErrors?: Record<string, string[]>;
}
