import { z } from 'zod';
import { articleCategories, articleTypes } from '../catalog';
import type { Language } from '../languages';
import type { Article } from './articles';

/**
 * One published article in the lean index (docs/decisions/0008-lean-site-data.md): what lists,
 * menus, sidebars and redirects need, in the page's language, without the content. A page fetches
 * the full article it shows by id.
 */
export interface ArticleIndexEntry extends Pick<Article, 'id' | 'articleId' | 'title' | 'summary' | 'imageUrl' | 'category' | 'type' | 'weight' | 'publishedAt'> {
  /** the language of title and summary: English where a published English version has them, else Chinese */
  lang: Language;
}

/** The most entries one page of the index holds (`limit`). */
export const ARTICLE_INDEX_PAGE_MAX = 100;

/**
 * Which part of the index: all published articles, one type or one category; whole, or one page of
 * it (issue 31: a list of ten years of news is read a page at a time, docs/decisions/0032-paged-lists.md).
 * A page (`limit`) holds only what a page in the asked language lists: in English, the articles with
 * a published English version and a section's built-in items. `after` continues a list after the entry of that id (keyset paging:
 * the id of the last entry of the page before); an id the list does not hold gives an empty page.
 */
export const articleIndexFilterSchema = z.object({
  type: z.enum(articleTypes).optional(),
  category: z.enum(articleCategories).optional(),
  limit: z.coerce.number().int().min(1).max(ARTICLE_INDEX_PAGE_MAX).optional(),
  after: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ArticleIndexFilter = z.infer<typeof articleIndexFilterSchema>;
