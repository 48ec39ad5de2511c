import { z } from 'zod';
import { validationCode as m } from '../validation';

/** Field schemas shared by an article's versions (schemas/articles.ts, schemas/translations.ts). */
export const tableDataSchema = z.object({
  caption: z.string().max(500).optional(),
  headers: z.array(z.string().max(500)).max(50),
  rows: z.array(z.array(z.string().max(5000)).max(50)).max(500),
});
export type TableData = z.infer<typeof tableDataSchema>;

/** tableData arrives as an object or a JSON string (docs/product-spec.md, section 3); blank means none. */
export const tableDataInput = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: m.tableDataJson });
    return z.NEVER;
  }
}, tableDataSchema.nullable().optional());

export const tagsInput = z
  .array(z.string().max(50))
  .max(50)
  .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))]);
