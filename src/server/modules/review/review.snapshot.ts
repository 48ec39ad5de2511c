import type { z } from 'zod';
import type { Language } from '../../../shared/languages';
import { articleTypeOf, isNewArticleId } from '../../../shared/schemas/articles';
import type { reviewVersionSchema } from '../../../shared/schemas/review';
import type { ArticleSnapshot } from '../../../shared/schemas/revisions';
import { validationCode } from '../../../shared/validation';
import { fieldError } from '../../lib/errors';
import { sanitizeArticleHtml } from '../../lib/sanitize';

export type ReviewVersion = z.output<typeof reviewVersionSchema>;

/** The cover image rule of an article save (articles.service.ts): a web address, a site path or an inline image. */
const SAFE_IMAGE_URL = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp);)/i;

/**
 * A live version with the edits submitted for it, as an approval will publish them: HTML sanitised
 * and checked as a save checks it. The shared fields come from a Chinese submission only; absent
 * ones keep what is stored.
 */
export function proposedSnapshot(current: ArticleSnapshot, lang: Language, v: ReviewVersion): ArticleSnapshot {
  const content = sanitizeArticleHtml(v.content).trim();
  if (!content) throw fieldError('version.content', validationCode.contentRequired);
  const version: ArticleSnapshot = {
    ...current,
    title: v.title,
    summary: v.summary ?? null,
    content,
    tableData: v.tableData ?? null,
    tags: v.tags ?? [],
    metaDescription: v.metaDescription ?? null,
    status: 'Published',
  };
  if (lang === 'en') return version;
  if (v.imageUrl && !SAFE_IMAGE_URL.test(v.imageUrl)) throw fieldError('version.imageUrl', validationCode.imageUrlUnsafe);
  if (v.articleId && v.articleId !== current.articleId && !isNewArticleId(v.articleId)) throw fieldError('version.articleId', validationCode.articleIdSlug);
  const category = v.category ?? current.category;
  return {
    ...version,
    category,
    type: articleTypeOf(category),
    imageUrl: v.imageUrl === undefined ? current.imageUrl : v.imageUrl || null,
    weight: v.weight ?? current.weight,
    articleId: v.articleId === undefined ? current.articleId : v.articleId,
  };
}
