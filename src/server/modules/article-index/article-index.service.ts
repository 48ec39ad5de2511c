import type { Language } from '../../../shared/languages';
import type { ArticleIndexFilter } from '../../../shared/schemas/article-index';
import type { Db } from '../../db/client';
import { articleIndexRepository } from './article-index.repository';

/** The lean index of published articles (docs/decisions/0008-lean-site-data.md); read through the public read model. */
export function articleIndexService(db: Db) {
  const repo = articleIndexRepository(db);
  return {
    list: (lang: Language, filter: ArticleIndexFilter = {}) => repo.list(lang, filter),
    /** the entry a service page's item names in its category (the spec's selection rule), null when the category is empty */
    select: (lang: Language, category: string, item: string) => repo.select(lang, category, item),
  };
}
export type ArticleIndexService = ReturnType<typeof articleIndexService>;
