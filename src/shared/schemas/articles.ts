import { z } from 'zod';
import { validationCode as m } from '../validation';
import { articleCategories, articleStatuses, articleTypes, sections, type ArticleCategory, type ArticleStatus, type ArticleType } from '../catalog';
import { isArticleSlug } from '../article-slug';
import type { ShareImage } from '../share-image';
import { tableDataInput, tagsInput, type TableData } from './article-fields';
import { englishStates, translationsInputSchema, type ArticleLanguageInfo, type ArticleTranslations } from './translations';
import type { ListSchedule } from './scheduling';
import type { ResponsiveImage } from './media';

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
  // as stored: an older articleId that is no slug still saves unchanged (a new or changed one: isNewArticleId)
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
  tableData: tableDataInput,
  /** true: the article shows no byline, whoever wrote it (docs/decisions/0021-bylines.md) */
  noByline: z.boolean().optional(),
};

const builtInItems = new Set(sections.flatMap((s) => s.items));

/**
 * Whether an articleId may be given to a new article or replace another one (docs/decisions/0024-beyond-the-spec.md): a readable
 * slug (article-fields.ts), or a built-in item's key, which binds the article to that sidebar entry.
 * The schemas accept any stored articleId, so an article is never refused for keeping an older one
 * (the editor validates the whole form with createArticleSchema); the server applies this rule to
 * every new or changed articleId (articles.service.ts), the editor while typing (side-fields.tsx).
 */
export const isNewArticleId = (value: string): boolean => isArticleSlug(value) || builtInItems.has(value);

/**
 * The type an article's category gives it: news articles are news, so they always list on /news.
 * The server stores it; the History panel shows the editor's unsaved category in the same terms.
 */
export const articleTypeOf = (category: ArticleCategory): ArticleType => (category === 'news' ? 'news' : 'service');

/**
 * The flat fields are the Chinese source and the shared fields; `translations.en` is the English
 * version. `published` and `type` are derived by the server (from the status and the category), so
 * they are no input: an older client that sends them has them dropped (zod strips unknown keys).
 */
export const createArticleSchema = z.object({ ...articleFields, translations: translationsInputSchema });
// no defaults on update: a PATCH without status must leave it as it is
export const updateArticleSchema = z.object({ ...articleFields, status: z.enum(articleStatuses), translations: translationsInputSchema }).partial();
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
  /** back office only: public answers carry `byline` instead (docs/decisions/0021-bylines.md) */
  authorId: number | null;
  /** the author's sign-in name: back office only, never public */
  authorName: string | null;
  noByline: boolean;
  status: (typeof articleStatuses)[number];
  category: (typeof articleCategories)[number];
  type: (typeof articleTypes)[number];
  tableData: TableData | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** What a public article says of its author, in the article's language: never a sign-in name. */
export interface Byline {
  name: string;
  title: string | null;
}

/** The fields of an article that are never public: who wrote it, by account, and the byline choice. */
export type AuthorFields = 'authorId' | 'authorName' | 'noByline';

/**
 * A public read's article: the fields in `lang` (per-field fallback to Chinese), its published
 * languages, and the author's byline (null: none set, or the article shows none).
 */
export type PublicArticle = Omit<Article, AuthorFields> & ArticleLanguageInfo & {
  byline: Byline | null;
  /** set when the cover is an uploaded image (docs/decisions/0014-media.md): its srcset, size, alt text and og:image */
  cover?: ResponsiveImage;
  /** the article's own share picture in `lang` (og:image), once the server has drawn it (src/shared/share-image.ts) */
  shareImage?: ShareImage;
};

/** An admin read's article: the Chinese fields as always, plus both versions and the English state. */
export type AdminArticle = Article & ArticleTranslations;

/**
 * The back office's articles list, paged on the server (GET /api/articles?page=…, admins only).
 * Tabs: all, the three statuses, then one per category (docs/product-spec.md, section 2).
 */
export const articleStatusTabs = ['all', 'published', 'draft', 'archived'] as const;
export const articleListTabs = [...articleStatusTabs, ...articleCategories] as const;
export type ArticleListTab = (typeof articleListTabs)[number];

/** `updated`: newest change first; `published`: newest publication first, never published last; `title`: A to Z. */
export const articleListSorts = ['updated', 'published', 'title'] as const;
export const ARTICLE_PAGE_SIZE = 10;

/** An absent, blank or 'all' filter filters nothing. */
const anyValue = (v: unknown) => (v === '' || v === 'all' ? undefined : v);
/** Statuses are matched whatever their case: ?status=draft is Draft. */
const statusByLowerCase = new Map<string, ArticleStatus>(articleStatuses.map((s) => [s.toLowerCase(), s]));
const statusFilter = (v: unknown) => {
  const value = anyValue(v);
  return typeof value === 'string' ? (statusByLowerCase.get(value.toLowerCase()) ?? value) : value;
};

export const adminArticleListQuerySchema = z.object({
  /** a page past the end answers the last page */
  page: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ARTICLE_PAGE_SIZE),
  /** searched in the title (Chinese and English), summary, articleId and tags, case-insensitively, and in the search index (docs/decisions/0013-search.md) */
  q: z.string().trim().max(200).default(''),
  tab: z.enum(articleListTabs).default('all'),
  status: z.preprocess(statusFilter, z.enum(articleStatuses).optional()),
  category: z.preprocess(anyValue, z.enum(articleCategories).optional()),
  english: z.preprocess(anyValue, z.enum(englishStates).optional()),
  /** absent: by relevance when searching, else 'updated' */
  sort: z.enum(articleListSorts).optional(),
});
export type AdminArticleListQuery = z.output<typeof adminArticleListQuerySchema>;

/** A row of the back office's list: what the table shows, without content, table or translation bodies. */
export type ArticleListRow = Pick<
  Article,
  'id' | 'articleId' | 'title' | 'summary' | 'imageUrl' | 'tags' | 'weight' | 'status' | 'category' | 'type' | 'authorId' | 'authorName' | 'updatedAt' | 'publishedAt'
> &
  Pick<ArticleTranslations, 'englishState' | 'englishNeedsUpdate'> &
  ListSchedule;

/** The counters and tab counts: every article, whatever the filters (statuses compared case-insensitively). */
export interface ArticleCounts {
  total: number;
  byStatus: Record<Exclude<(typeof articleStatusTabs)[number], 'all'>, number>;
  byCategory: Record<(typeof articleCategories)[number], number>;
}

/** One page of the list: `total` rows match the filters; a page past the end comes back as the last page. */
export interface ArticleListPage {
  articles: ArticleListRow[];
  total: number;
  /** the page answered (the last one when the asked page is past the end) */
  page: number;
  pageSize: number;
  counts: ArticleCounts;
}
