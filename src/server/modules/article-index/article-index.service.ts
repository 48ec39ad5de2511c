import type { Language } from '../../../shared/languages';
import type { ArticleIndexFilter } from '../../../shared/schemas/article-index';
import type { Db } from '../../db/client';
import { articleIndexRepository } from './article-index.repository';

/** The lean index of published articles (docs/decisions/0008-lean-site-data.md); read through the public read model. */
export function articleIndexService(db: Db) {
  const repo = articleIndexRepository(db);
  return {
    list: (lang: Language, filter: ArticleIndexFilter = {}) => repo.list(lang, filter),
  };
}
export type ArticleIndexService = ReturnType<typeof articleIndexService>;
