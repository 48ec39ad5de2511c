import type { Language } from './languages';

/**
 * The picture a link shows when shared (Open Graph, Twitter cards): one per article and language,
 * drawn by the server when the article is published or changed, and one per language for the
 * site's other pages (docs/decisions/0027-found-and-shared.md).
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface ShareImage {
  /** a path on this site; an article's carries the version of what it shows, so it is cached for a year */
  url: string;
  width: number;
  height: number;
  /** what the picture says, in its language (og:image:alt) */
  alt: string;
}

export const shareImagePaths = {
  /** an article's picture in one language; `version` is a short hash of what is drawn (title, cover, design) */
  article: (id: number, lang: Language, version: string) => `/og/articles/${id}/${lang}-${version}.png`,
  /** the site's picture in one language (the brand and tagline), for every page that is not an article */
  site: (lang: Language) => `/og/site-${lang}.png`,
};

/** The site's share image in `lang`; `alt` is the brand and tagline in that language. */
export const siteShareImage = (lang: Language, alt: string): ShareImage => ({ url: shareImagePaths.site(lang), width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt });
