import { z } from 'zod';
import { validationMessages as m } from '../validation';
import { articleCategories, articleStatuses, articleTypes } from '../catalog';
import { tableDataInput, tagsInput, type TableData } from './article-fields';
import { translationsInputSchema, type ArticleLanguageInfo, type ArticleTranslations } from './translations';

export type { TableData } from './article-fields';

/** Blank weight counts as 0 (docs/product-spec.md, section 5). */
const weightInput = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: m.weightInvalid }).int(m.weightInvalid).min(0, m.weightInvalid).max(1_000_000),
);

export const articleFields = {
  title: z.string().trim().min(1, m.titleRequired).max(200),
  content: z.string().trim().min(1, m.contentRequired).max(500_000),
  category: z.enum(articleCategories, { error: m.categoryRequired }),
  status: z.enum(articleStatuses).default('Draft'),
  type: z.enum(articleTypes).default('service'),
  articleId: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, m.articleIdChars)
    .or(z.literal(''))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  summary: z.string().trim().max(1000).nullable().optional(),
  imageUrl: z.string().trim().max(2000).nullable().optional(),
  metaDescription: z.string().trim().max(500).nullable().optional(),
  tags: tagsInput.optional(),
  weight: weightInput,
  published: z.boolean().optional(),
  tableData: tableDataInput,
};

/** The flat fields are the Chinese source and the shared fields; `translations.en` is the English version. */
export const createArticleSchema = z.object({ ...articleFields, translations: translationsInputSchema });
// no defaults on update: a PATCH without status or type must leave them as they are
export const updateArticleSchema = z
  .object({ ...articleFields, status: z.enum(articleStatuses), type: z.enum(articleTypes), translations: translationsInputSchema })
  .partial();
export type CreateArticleInput = z.input<typeof createArticleSchema>;
export type UpdateArticleInput = z.input<typeof updateArticleSchema>;

export interface Article {
  id: number;
  articleId: string | null;
  title: string;
  content: string;
  summary: string | null;
  imageUrl: string | null;
  metaDescription: string | null;
  tags: string[];
  weight: number;
  published: boolean;
  authorId: number | null;
  authorName: string | null;
  status: (typeof articleStatuses)[number];
  category: (typeof articleCategories)[number];
  type: (typeof articleTypes)[number];
  tableData: TableData | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** A public read's article: the fields in `lang` (per-field fallback to Chinese), and its published languages. */
export type PublicArticle = Article & ArticleLanguageInfo;

/** An admin read's article: the Chinese fields as always, plus both versions and the English state. */
export type AdminArticle = Article & ArticleTranslations;
