import { z } from 'zod';
import { articleCategories, articleTypes } from '../../shared/catalog';
import { defaultLanguage, languages } from '../../shared/languages';
import { articleIndexFilterSchema } from '../../shared/schemas/article-index';
import { adminArticleListQuerySchema } from '../../shared/schemas/articles';
import { idParamSchema } from '../../shared/schemas/common';
import type { ArticleIndexService } from '../modules/article-index/article-index.service';
import type { ArticlesService } from '../modules/articles/articles.service';
import type { CategoriesService } from '../modules/categories/categories.service';
import type { ContactService } from '../modules/contact/contact.service';
import type { HomeContentService } from '../modules/home-content/home-content.service';
import type { SearchService } from '../modules/search/search.service';
import { searchQuerySchema } from '../../shared/schemas/search';
import { availabilityQuerySchema, type BookingAvailability } from '../../shared/schemas/booking';
import type { MediaService } from '../modules/media/media.service';
import type { ShareImagesService } from '../modules/share-images/share-images.service';
import type { AssessmentsService } from '../modules/assessments/assessments.service';

/** What the public reads load from. */
export interface ReadServices {
  articles: ArticlesService;
  articleIndex: ArticleIndexService;
  categories: CategoriesService;
  contact: ContactService;
  homeContent: HomeContentService;
  media: MediaService;
  search: SearchService;
  /** the free consultation slots (modules/booking), which the booking page renders (docs/decisions/0028-booking-and-chat.md) */
  booking: { availability(query?: { from?: string; days?: number }, now?: Date): Promise<BookingAvailability> };
  /** every public article names its share picture: a hash of its title and cover, no query (src/shared/share-image.ts) */
  shareImages: Pick<ShareImagesService, 'withShareImage'>;
  /** the published self-assessments (docs/decisions/0030-self-assessments.md) */
  assessments: Pick<AssessmentsService, 'listPublic' | 'getPublic'>;
}

/**
 * Who reads: `public` (anonymous visitors and signed-in non-admins: published content, cached) or
 * `admin` (everything, straight from the database).
 */
export type ReadScope = 'public' | 'admin';

export interface PublicRead<P, Q = unknown> {
  /** the shared endpoint: one answer for everyone, kept by CDNs too (Cache-Control public) */
  publicPath?: string;
  /** the endpoint admins also use: admins read fresh, everyone else the cached public answer, privately */
  memberPath?: string;
  /** the member endpoint's answer may still be shared (the contact details): public Cache-Control, Vary Cookie */
  memberShared?: boolean;
  /** route parameters and query together; a failure is a 400 unless `whenInvalid` answers instead */
  params: z.ZodType<P>;
  /** the answer for parameters that name nothing (an unknown category holds no articles), never cached */
  whenInvalid?: unknown;
  /** never kept: answers whose parameters are open-ended (a search's q) would fill the cache */
  uncached?: boolean;
  key(params: P): string;
  load(services: ReadServices, params: P, scope: ReadScope): Promise<unknown>;
  /** the back office's paged list at the member endpoint: what an admin gets when asking a ?page= */
  adminPage?: { query: z.ZodType<Q>; load(services: ReadServices, query: Q): Promise<unknown> };
}

const define = <P, Q = unknown>(read: PublicRead<P, Q>) => read;

/** ?lang= on every public read (Chinese when missing or unknown); it is part of each cache key. */
const lang = { lang: z.enum(languages).catch(defaultLanguage) };

/**
 * Every public read, named once: its endpoints, parameters, cache key and loader. The API routes
 * (read-model.routes.ts) and the server renderer (read-model.ts, `resolve`) both read through
 * these. See docs/decisions/0001-public-read-model.md.
 *
 * Languages (docs/decisions/0005-bilingual-content.md): public articles come back in `lang`; admins
 * read articles with both versions whatever `lang` says; categories and contact details come back
 * in `lang` for everyone, since the public site reads them at their member endpoints.
 */
export const publicReads = {
  /** the lean index: published articles without content, all or of one type or category, whole or a page (docs/decisions/0008-lean-site-data.md, 0032-paged-lists.md) */
  articleIndex: define({
    publicPath: '/api/public/article-index',
    params: articleIndexFilterSchema.extend(lang),
    key: (p) => `index:${p.type ?? '*'}:${p.category ?? '*'}:${p.lang}:${p.limit ?? '*'}:${p.after ?? ''}`,
    load: (s, { lang: language, ...filter }) => s.articleIndex.list(language, filter),
  }),
  /**
   * the entry a service page's item names in its category, by the spec's selection rule, or null (an
   * empty category): one row, so a page resolves its address without its category's whole list
   * (docs/decisions/0032-paged-lists.md); keyed under its category's index, so its writes drop it
   */
  articleIndexItem: define({
    publicPath: '/api/public/article-index/item',
    params: z.object({ ...lang, category: z.enum(articleCategories), item: z.string().max(200).default('') }),
    whenInvalid: null,
    key: (p) => `index:*:${p.category}:${p.lang}:item:${p.item}`,
    load: (s, p) => s.articleIndex.select(p.lang, p.category, p.item),
  }),
  articles: define({
    publicPath: '/api/public/articles',
    memberPath: '/api/articles',
    params: z.object(lang),
    key: (p) => `articles:all:${p.lang}`,
    load: (s, p, scope) => (scope === 'public' ? s.articles.listPublic(p.lang).then((list) => list.map(s.shareImages.withShareImage)) : s.articles.listAdmin()),
    adminPage: { query: adminArticleListQuerySchema, load: (s, query) => s.articles.pageAdmin(query) },
  }),
  articlesByCategory: define({
    publicPath: '/api/public/articles/bycategory/:category',
    memberPath: '/api/articles/bycategory/:category',
    params: z.object({ ...lang, category: z.enum(articleCategories) }),
    whenInvalid: [],
    key: (p) => `articles:category:${p.category}:${p.lang}`,
    load: (s, p, scope) => (scope === 'public' ? s.articles.listPublic(p.lang, { category: p.category }).then((list) => list.map(s.shareImages.withShareImage)) : s.articles.listAdmin({ category: p.category })),
  }),
  articlesByType: define({
    publicPath: '/api/public/articles/bytype/:type',
    memberPath: '/api/articles/bytype/:type',
    params: z.object({ ...lang, type: z.enum(articleTypes) }),
    whenInvalid: [],
    key: (p) => `articles:type:${p.type}:${p.lang}`,
    load: (s, p, scope) => (scope === 'public' ? s.articles.listPublic(p.lang, { type: p.type }).then((list) => list.map(s.shareImages.withShareImage)) : s.articles.listAdmin({ type: p.type })),
  }),
  // routing is case-insensitive, so this also answers /api/articles/byArticleId/:articleId;
  // one public article comes with its uploaded images made responsive (docs/decisions/0014-media.md)
  articleByArticleId: define({
    memberPath: '/api/articles/byarticleid/:articleId',
    params: z.object({ ...lang, articleId: z.string().min(1).max(100) }),
    key: (p) => `articles:articleId:${p.articleId}:${p.lang}`,
    load: async (s, p, scope) => (scope === 'public' ? s.shareImages.withShareImage(await s.media.responsive(await s.articles.getPublic({ articleId: p.articleId }, p.lang))) : s.articles.getAdmin({ articleId: p.articleId })),
  }),
  article: define({
    publicPath: '/api/public/articles/:id',
    memberPath: '/api/articles/:id',
    params: idParamSchema.extend(lang),
    key: (p) => `articles:id:${p.id}:${p.lang}`,
    load: async (s, p, scope) => (scope === 'public' ? s.shareImages.withShareImage(await s.media.responsive(await s.articles.getPublic({ id: p.id }, p.lang))) : s.articles.getAdmin({ id: p.id })),
  }),
  categories: define({
    memberPath: '/api/categories',
    params: z.object(lang),
    key: (p) => `categories:all:${p.lang}`,
    load: (s, p, scope) => s.categories.list(p.lang, scope),
  }),
  categoryByType: define({
    memberPath: '/api/categories/bytype/:type',
    params: z.object({ ...lang, type: z.string().min(1).max(50) }),
    key: (p) => `categories:type:${p.type}:${p.lang}`,
    load: (s, p, scope) => s.categories.getByType(p.type, p.lang, scope),
  }),
  category: define({
    memberPath: '/api/categories/:id',
    params: idParamSchema.extend(lang),
    key: (p) => `categories:id:${p.id}:${p.lang}`,
    load: (s, p, scope) => s.categories.get(p.id, p.lang, scope),
  }),
  contact: define({
    memberPath: '/api/contact',
    memberShared: true,
    params: z.object(lang),
    key: (p) => `contact:${p.lang}`,
    load: (s, p) => s.contact.get(p.lang),
  }),
  /** the home page's own words and the trust details (docs/decisions/0024-beyond-the-spec.md); staff edit them at /api/home-content */
  homeContent: define({
    publicPath: '/api/public/home-content',
    params: z.object(lang),
    key: (p) => `home-content:${p.lang}`,
    load: (s, p) => s.homeContent.getPublic(p.lang),
  }),
  /** licence, UEN, registered address, map link and consultants (docs/decisions/0024-beyond-the-spec.md): one set for both languages */
  trustDetails: define({
    publicPath: '/api/public/trust-details',
    params: z.object({}),
    key: () => 'trust-details',
    load: (s) => s.homeContent.getTrust(),
  }),
  /** published articles matching q, ranked, in lang (docs/decisions/0013-search.md); rate-limited in app.ts */
  search: define({
    publicPath: '/api/public/search',
    params: searchQuerySchema,
    uncached: true,
    key: (p) => `search:${p.lang}:${p.page}:${p.q}`,
    load: (s, p) => s.search.search(p),
  }),
  /**
   * the free consultation slots (docs/decisions/0028-booking-and-chat.md): never kept, since they change
   * with the clock and with every booking; here so the booking page is rendered with them in process
   */
  bookingSlots: define({
    publicPath: '/api/public/booking/slots',
    params: availabilityQuerySchema,
    uncached: true,
    key: (p) => `booking-slots:${p.from ?? ''}:${p.days ?? ''}`,
    load: (s, p) => s.booking.availability(p),
  }),
  /**
   * the published self-assessments, both languages in one answer (docs/decisions/0030-self-assessments.md):
   * the navigation and the service pages link to them
   */
  assessments: define({
    publicPath: '/api/public/assessments',
    params: z.object({}),
    key: () => 'assessments',
    load: (s) => s.assessments.listPublic(),
  }),
  /**
   * one published self-assessment, its page's content (404 NOT_FOUND when none is published under the
   * slug, never kept: the cache holds published slugs only). Any text up to 200 characters is looked up, so a malformed slug is a 404 too.
   */
  assessment: define({
    publicPath: '/api/public/assessments/:slug',
    params: z.object({ slug: z.string().min(1).max(200) }),
    key: (p) => `assessment:${p.slug}`,
    load: (s, p) => s.assessments.getPublic(p.slug),
  }),
};

export type PublicReadName = keyof typeof publicReads;
export type ReadParams<N extends PublicReadName> = (typeof publicReads)[N] extends PublicRead<infer P> ? P : never;
