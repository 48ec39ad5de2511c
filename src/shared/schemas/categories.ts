import { z } from 'zod';
import { validationCode as m } from '../validation';

export const createCategorySchema = z.object({
  type: z.string().trim().min(1, m.typeRequired).max(50).regex(/^[a-z0-9-]+$/, m.typeChars),
  title: z.string().trim().min(1, m.categoryNameRequired).max(100),
  /** the English title; empty means the Chinese one is shown to English readers */
  titleEn: z.string().trim().max(100).nullable().optional(),
  translationKey: z.string().trim().max(100).nullable().optional(),
  basePath: z.string().trim().max(100).regex(/^\/[a-z0-9-/]*$/, m.basePathSlash).nullable().optional(),
});

/** Only the name and the optional translation key can change (docs/product-spec.md, section 2, categories). */
export const updateCategorySchema = z.object({
  title: z.string().trim().min(1, m.categoryNameRequired).max(100),
  titleEn: z.string().trim().max(100).nullable().optional(),
  translationKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
});
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;

export interface Category {
  id: number;
  type: string;
  /** in the language read (public reads with ?lang=en: the English title, else the Chinese one) */
  title: string;
  /** admin reads: the stored English title (null when none) */
  titleEn?: string | null;
  translationKey: string | null;
  basePath: string;
}

