import { z } from 'zod';
import { sectionTypes } from '../catalog';

export const createCategorySchema = z.object({
  type: z.string().trim().min(1, 'type cannot be empty').max(50).regex(/^[a-z0-9-]+$/, 'type may contain lower-case letters, digits and -'),
  title: z.string().trim().min(1, 'name cannot be empty').max(100),
  translationKey: z.string().trim().max(100).nullable().optional(),
  basePath: z.string().trim().max(100).regex(/^\/[a-z0-9-/]*$/, 'base path must start with /').nullable().optional(),
});

/** Only the name and the optional translation key can change (spec section 2, categories). */
export const updateCategorySchema = z.object({
  title: z.string().trim().min(1, 'name cannot be empty').max(100),
  translationKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
});
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;
export type CreateCategoryInput = z.input<typeof createCategorySchema>;

export interface Category {
  id: number;
  type: string;
  title: string;
  translationKey: string | null;
  basePath: string;
}

export const builtInCategoryTypes = sectionTypes;
