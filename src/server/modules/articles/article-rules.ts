import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ArticleStatus } from '../../../shared/catalog';
import type { Article } from '../../../shared/schemas/articles';
import { englishPublishedNeeds } from '../../../shared/schemas/translations';
import { validationMessages } from '../../../shared/validation';
import { AppError } from '../../lib/errors';

/*
 * An article's rules, in one place: its life cycle (docs/product-spec.md, section 4), when a
 * language version may be published, and how an English read falls back to Chinese
 * (docs/decisions/0005-bilingual-content.md), in TypeScript and as the SQL that list and search
 * queries use. Every module that reads or writes articles calls these rather than restating them.
 */

// --- Life cycle: every language version is Draft, InReview, Published or Archived; only Published is
// public. InReview is a draft an editor has been asked to approve (docs/decisions/0026-roles-and-review.md):
// never public, listed and counted with the drafts' rules, published only by an approval.

const PUBLISHED = 'Published' satisfies ArticleStatus;
const IN_REVIEW = 'InReview' satisfies ArticleStatus;

export const isPublished = (status: string | null | undefined): boolean => status === PUBLISHED;

/** Submitted for review and not yet approved or returned. */
export const isInReview = (status: string | null | undefined): boolean => status === IN_REVIEW;

/** SQL: the version whose status column this is is public. */
export const isPublishedSql = (status: AnyColumn): SQL => sql`${status} = ${PUBLISHED}`;

/** The `articles` row's status columns: its `published` flag follows the status, set by the server only. */
export const chineseStatus = (status: ArticleStatus): { status: ArticleStatus; published: boolean } => ({ status, published: isPublished(status) });

/** `publishedAt` records a version's first publication and is kept afterwards: `now` if this write publishes it first. */
export const firstPublishedAt = (stored: Date | null, status: ArticleStatus | undefined, now: Date): Date | null => stored ?? (isPublished(status) ? now : null);

/** The same in an UPDATE that publishes versions at `now` (the scheduled publisher). */
export const firstPublishedAtSql = (stored: AnyColumn, now: Date): SQL => sql`COALESCE(${stored}, ${now.toISOString()}::timestamptz)`;

// --- What makes a language version publishable: its title and content. The Chinese version always
// has both (the write schema requires them); an English version may be saved without them as a draft.

type Needed = keyof typeof englishPublishedNeeds;

/**
 * Refuses to publish an English version that lacks its title or content, naming every missing
 * field at its place in an article write (`translations.en.title`).
 */
export function checkEnglishPublishable(version: { title: string; content: string }): void {
  const missing = (Object.keys(englishPublishedNeeds) as Needed[]).filter((field) => !version[field].trim());
  if (!missing.length) return;
  const key = (field: Needed) => `translations.en.${field}`;
  const details = Object.fromEntries(missing.map((field) => [key(field), [englishPublishedNeeds[field]]]));
  throw new AppError(400, 'VALIDATION', `${key(missing[0]!)}: ${validationMessages[englishPublishedNeeds[missing[0]!]]}`, details);
}

// --- The English per-field fallback: a published English version's field where it has one, else
// the Chinese field.

/** A language version's own fields (the rest of an article is shared by both languages). */
export type VersionFields = Pick<Article, 'title' | 'summary' | 'content' | 'metaDescription' | 'tableData' | 'tags'>;

const filled = (v: string | null): v is string => Boolean(v?.trim());

/** `zh` with each of `en`'s fields that has text (a table, a tag) over the Chinese one. */
export function withEnglishFields<A extends VersionFields>(zh: A, en: VersionFields): A {
  return {
    ...zh,
    title: filled(en.title) ? en.title : zh.title,
    summary: filled(en.summary) ? en.summary : zh.summary,
    content: filled(en.content) ? en.content : zh.content,
    metaDescription: filled(en.metaDescription) ? en.metaDescription : zh.metaDescription,
    tableData: en.tableData ?? zh.tableData,
    tags: en.tags.length ? en.tags : zh.tags,
  };
}

/** SQL: the English text field when it has text, else the Chinese one. */
export const englishOrChineseSql = <T extends string | null>(en: SQLWrapper, zh: SQLWrapper): SQL<T> => sql<T>`coalesce(nullif(btrim(${en}), ''), ${zh})`;
