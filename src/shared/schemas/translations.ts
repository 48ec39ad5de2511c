import { z } from 'zod';
import { articleStatuses, type ArticleStatus } from '../catalog';
import type { Language } from '../languages';
import { validationCode as m } from '../validation';
import { tableDataInput, tagsInput, type TableData } from './article-fields';

/**
 * The bilingual content model (docs/decisions/0005-bilingual-content.md): an article's Chinese
 * version is the source and lives in `articles`; its English version, when there is one, lives in
 * `article_translations`. Shared fields (category, type, weight, articleId, cover image) exist once.
 */

/** The per-language fields of an article, as stored and as admins read them. */
export interface ArticleVersion {
  title: string;
  summary: string | null;
  content: string;
  metaDescription: string | null;
  tableData: TableData | null;
  tags: string[];
  status: ArticleStatus;
  publishedAt: string | null;
  updatedAt: string;
}

/** The state of the English version, for the back office's column, filter and tabs. */
export const englishStates = ['published', 'draft', 'archived', 'missing', 'needsUpdate'] as const;
export type EnglishState = (typeof englishStates)[number];

/** The English state of a stored version's status: one waiting for review is still a draft to a visitor. */
export const englishStateOfStatus = (status: string): 'published' | 'draft' | 'archived' =>
  status === 'Published' ? 'published' : status === 'Archived' ? 'archived' : 'draft';

/**
 * What admin reads carry besides the Chinese fields: both versions, the English state and whether
 * the English version is older than the Chinese text it was translated from (a hash of the source
 * at the last English save differs from the current one).
 */
export interface ArticleTranslations {
  translations: { zh: ArticleVersion; en: ArticleVersion | null };
  /** 'needsUpdate' when the English version exists but its source changed since it was saved */
  englishState: EnglishState;
  englishNeedsUpdate: boolean;
}

/**
 * An English version in a create or a PATCH. Every field is optional in a PATCH (the stored ones
 * stay); once merged, a Published English version needs its title and content.
 */
export const englishVersionSchema = z.object({
  title: z.string().trim().max(200).optional(),
  summary: z.string().trim().max(1000).nullable().optional(),
  content: z.string().trim().max(500_000).optional(),
  metaDescription: z.string().trim().max(500).nullable().optional(),
  tableData: tableDataInput,
  tags: tagsInput.optional(),
  status: z.enum(articleStatuses).optional(),
});
export type EnglishVersionInput = z.input<typeof englishVersionSchema>;

/** `translations` in a create or PATCH body: `en: null` deletes the English version. */
export const translationsInputSchema = z.object({ en: englishVersionSchema.nullable().optional() }).optional();

/** What a published English version needs, with the field-error code of each one missing. */
export const englishPublishedNeeds = { title: m.englishTitleRequired, content: m.englishContentRequired } as const;

/** A public article's language facts: the language it came back in and its published languages. */
export interface ArticleLanguageInfo {
  lang: Language;
  /** the languages in which the article is published (the Chinese source first) */
  languages: Language[];
}
