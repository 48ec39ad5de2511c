/* Readable article addresses (docs/decisions/0024-beyond-the-spec.md). No zod here: article-path.ts, in every page's first load, uses it. */

/** A readable article URL segment: lower-case ASCII words joined by single hyphens, 3–80 characters. */
const articleSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const articleSlugLength = { min: 3, max: 80 } as const;
/** 'article-{id}' is the address of articles without a slug, so it cannot be one. */
const reservedSlug = /^article-\d+$/;

export function isArticleSlug(value: string): boolean {
  return value.length >= articleSlugLength.min && value.length <= articleSlugLength.max && articleSlugPattern.test(value) && !reservedSlug.test(value);
}

/** A slug proposed from an English title: ASCII words, lower-cased, hyphen-joined; '' when none can be made. */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > articleSlugLength.max) break;
    slug = next;
  }
  return isArticleSlug(slug) ? slug : '';
}
