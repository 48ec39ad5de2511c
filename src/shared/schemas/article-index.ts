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

/** Which part of the index: all published articles, one type or one category. */
export const articleIndexFilterSchema = z.object({
  type: z.enum(articleTypes).optional(),
  category: z.enum(articleCategories).optional(),
});
export type ArticleIndexFilter = z.infer<typeof articleIndexFilterSchema>;
