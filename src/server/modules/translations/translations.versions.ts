import { createHash } from 'node:crypto';
import type { Language } from '../../../shared/languages';
import type { Article, AuthorFields } from '../../../shared/schemas/articles';
import { englishStateOfStatus, type ArticleLanguageInfo, type ArticleTranslations, type ArticleVersion } from '../../../shared/schemas/translations';
import { isPublished, withEnglishFields, type VersionFields } from '../articles/article-rules';
import type { TranslationFields, TranslationRow } from './translations.repository';

/** The Chinese fields a translation is made from (docs/decisions/0005-bilingual-content.md). */
export type SourceFields = VersionFields;

/** Objects with their keys sorted, at every depth: jsonb does not keep the key order it was given. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, stable(v)]));
  }
  return value;
}

/** sha256 of the Chinese source in a stable JSON form; a missing summary or description counts as empty. */
export function sourceHash(source: SourceFields): string {
  const { title, summary, content, metaDescription, tableData, tags } = source;
  const json = JSON.stringify(stable({ title, summary: summary ?? '', content, metaDescription: metaDescription ?? '', tableData: tableData ?? null, tags }));
  return createHash('sha256').update(json).digest('hex');
}

/** Both versions and the English state, as admin reads carry them. */
export function withTranslations(article: Article, en: TranslationRow | undefined): ArticleTranslations {
  const zh: ArticleVersion = {
    title: article.title,
    summary: article.summary,
    content: article.content,
    metaDescription: article.metaDescription,
    tableData: article.tableData,
    tags: article.tags,
    status: article.status,
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt,
  };
  if (!en) return { translations: { zh, en: null }, englishState: 'missing', englishNeedsUpdate: false };
  const { articleId: _a, sourceHash: hash, createdAt: _c, publishedAt, updatedAt, ...fields } = en;
  const needsUpdate = hash !== sourceHash(article);
  return {
    translations: { zh, en: { ...fields, publishedAt: publishedAt?.toISOString() ?? null, updatedAt: updatedAt.toISOString() } },
    englishState: needsUpdate ? 'needsUpdate' : englishStateOfStatus(en.status),
    englishNeedsUpdate: needsUpdate,
  };
}

/**
 * A public article in `lang`: with its published English fields, each empty one falling back to
 * the Chinese value (article-rules.ts), or wholly Chinese when English is not asked for or not published.
 */
export function inLanguage<A extends Omit<Article, AuthorFields>>(article: A, lang: Language, en: TranslationFields | undefined, enPublished: boolean): A & ArticleLanguageInfo {
  const languages: Language[] = isPublished(article.status) ? ['zh'] : [];
  if (enPublished) languages.push('en');
  if (lang !== 'en' || !en) return { ...article, lang: 'zh', languages };
  return { ...withEnglishFields(article, en), lang: 'en', languages };
}
