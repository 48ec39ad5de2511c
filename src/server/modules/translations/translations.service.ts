import type { z } from 'zod';
import type { Language } from '../../../shared/languages';
import type { AdminArticle, Article, AuthorFields } from '../../../shared/schemas/articles';
import type { ArticleLanguageInfo, englishVersionSchema } from '../../../shared/schemas/translations';
import type { Db } from '../../db/client';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { checkEnglishPublishable, firstPublishedAt, isPublished } from '../articles/article-rules';
import { translationsRepository, type TranslationRow, type TranslationValues } from './translations.repository';
import { inLanguage, sourceHash, withTranslations } from './translations.versions';

export type EnglishVersion = z.output<typeof englishVersionSchema>;

/** A field as given, else as stored. */
const given = <T>(value: T | undefined, stored: T): T => (value !== undefined ? value : stored);

/** The stored English version with the given fields over it; content sanitised like the Chinese. */
function merged(stored: TranslationRow | undefined, input: EnglishVersion): Omit<TranslationValues, 'publishedAt' | 'sourceHash' | 'updatedAt'> {
  return {
    title: given(input.title, stored?.title ?? ''),
    summary: given(input.summary, stored?.summary ?? null),
    content: input.content !== undefined ? sanitizeArticleHtml(input.content).trim() : (stored?.content ?? ''),
    metaDescription: given(input.metaDescription, stored?.metaDescription ?? null),
    tableData: given(input.tableData, stored?.tableData ?? null),
    tags: given(input.tags, stored?.tags ?? []),
    status: given(input.status, stored?.status ?? 'Draft'),
  };
}

/**
 * The English versions of articles (docs/decisions/0005-bilingual-content.md). Every method works
 * on the caller's database or transaction, so a save commits or rolls back with the article's.
 */
export function translationsService() {
  return {
    /** Public answers of these articles in `lang`, reading their translations in one query. */
    async inLanguage<A extends Omit<Article, AuthorFields>>(db: Db, articles: A[], lang: Language): Promise<(A & ArticleLanguageInfo)[]> {
      const repo = translationsRepository(db);
      const ids = articles.map((a) => a.id);
      if (lang === 'en') {
        const english = await repo.publishedFields(ids);
        return articles.map((a) => inLanguage(a, lang, english.get(a.id), english.has(a.id)));
      }
      const published = await repo.publishedIds(ids);
      return articles.map((a) => inLanguage(a, lang, undefined, published.has(a.id)));
    },

    /** Admin answers: the Chinese fields, both versions and the English state, in one query. */
    async withTranslations(db: Db, articles: Article[]): Promise<AdminArticle[]> {
      const rows = await translationsRepository(db).forArticles(articles.map((a) => a.id));
      const byArticle = new Map(rows.map((r) => [r.articleId, r]));
      return articles.map((a) => ({ ...a, ...withTranslations(a, byArticle.get(a.id)) }));
    },

    /**
     * Saves the English version of `article` (its Chinese fields as now stored): `null` deletes it,
     * fields are merged over the stored version and checked after merging. A save records the
     * current source hash, so the version is up to date with the Chinese it was saved beside.
     */
    async save(tx: Db, article: Article, input: EnglishVersion | null, now: Date): Promise<void> {
      const repo = translationsRepository(tx);
      if (input === null) return repo.remove(article.id);
      const [stored] = await repo.forArticles([article.id]);
      const version = merged(stored, input);
      if (isPublished(version.status)) checkEnglishPublishable(version);
      const publishedAt = firstPublishedAt(stored?.publishedAt ?? null, version.status, now);
      await repo.save(article.id, { ...version, publishedAt, sourceHash: sourceHash(article), updatedAt: now });
    },

    /** What an English version records of the Chinese source it is saved beside, to tell when it needs an update. */
    sourceHash,

    /** The data export's part: every translation. */
    exportPart: async (db: Db) => ({ articleTranslations: await translationsRepository(db).all() }),
  };
}
export type TranslationsService = ReturnType<typeof translationsService>;
