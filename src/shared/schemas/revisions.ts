import { z } from 'zod';
import { articleCategories, articleStatuses, articleTypes } from '../catalog';
import { languages } from '../languages';
import { tableDataSchema } from './article-fields';

/**
 * Revisions and autosave (docs/decisions/0015-revisions.md): a revision is a full copy of
 * one language's version plus the shared fields, taken at each save that changed something.
 */
export const articleSnapshotSchema = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string(),
  tableData: tableDataSchema.nullable(),
  tags: z.array(z.string()),
  metaDescription: z.string().nullable(),
  status: z.enum(articleStatuses),
  // shared fields (they exist once per article, whatever the language)
  articleId: z.string().nullable(),
  category: z.enum(articleCategories),
  type: z.enum(articleTypes),
  imageUrl: z.string().nullable(),
  weight: z.number().int(),
});
export type ArticleSnapshot = z.infer<typeof articleSnapshotSchema>;

export const revisionLangSchema = z.enum(languages);

export const revisionListQuerySchema = z.object({ lang: revisionLangSchema.default('zh') });

export const revisionParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  revisionId: z.coerce.number().int().min(1).max(2_147_483_647),
});

const revisionFields = z.object({
  id: z.number(),
  lang: revisionLangSchema,
  published: z.boolean(),
  status: z.enum(articleStatuses),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  title: z.string(),
});

/**
 * What made a revision: a save by a named user, the scheduled publisher (no user), or the
 * baseline kept before the first save of an article written before history was enabled.
 */
export const revisionSources = ['saved', 'scheduled', 'baseline'] as const;

/** The review step that made a revision (docs/decisions/0026-roles-and-review.md); null: none. */
export const revisionEvents = ['submitted', 'approved', 'returned'] as const;
export type RevisionEvent = (typeof revisionEvents)[number];

/** A line of the History panel. */
export const revisionSummarySchema = revisionFields.extend({ source: z.enum(revisionSources), event: z.enum(revisionEvents).nullable().optional() });
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = revisionFields.extend({ articleId: z.number(), snapshot: articleSnapshotSchema });
export type Revision = z.infer<typeof revisionSchema>;

/** An autosave slot's key: 'new' (an article not saved yet) or the article's numeric id. */
export const autosaveKeySchema = z.string().regex(/^(new|[1-9][0-9]{0,9})$/);

/**
 * The editor's whole form, kept as it is (not validated as an article: it may be half-typed), but
 * bounded: each value a JSON value, the whole under 1.2 MB (two 500 000-character contents and more).
 */
export const AUTOSAVE_MAX_BYTES = 1_200_000;
export const autosaveInputSchema = z
  .object({
    lang: revisionLangSchema.nullable().optional(),
    data: z.record(z.string().max(100), z.unknown()),
  })
  .refine((v) => Object.keys(v.data).length <= 100 && JSON.stringify(v.data).length <= AUTOSAVE_MAX_BYTES, {
    message: 'autosave too large',
    path: ['data'],
  });
export type AutosaveInput = z.infer<typeof autosaveInputSchema>;

export interface Autosave {
  key: string;
  lang: 'zh' | 'en' | null;
  data: Record<string, unknown>;
  savedAt: string;
}
