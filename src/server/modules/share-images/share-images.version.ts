import { createHash } from 'node:crypto';
import type { Language } from '../../../shared/languages';
import { mediaIdOfUrl } from '../../../shared/schemas/media';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePaths, type ShareImage } from '../../../shared/share-image';
import { brandWords } from '../../../shared/brand';

/** Changed whenever the drawing changes, so every article's picture gets a new URL and is drawn again. */
export const DESIGN_VERSION = 'd1';

/** The site's name and tagline in each language, as the site shows them. */
export const brandOf = (lang: Language) => {
  const words = brandWords[lang];
  return { name: words.fullName, shortName: words.name, tagline: words.tagline };
};

/** What an article's picture shows: the title in the language shown, and its cover when it is an uploaded image. */
export interface ShareImageSubject {
  id: number;
  lang: Language;
  title: string;
  /** the media id of an uploaded cover; an external cover is not drawn (never fetched from another site) */
  coverId?: string;
}

export const subjectOf = (article: { id: number; lang: Language; title: string; imageUrl: string | null }): ShareImageSubject => ({
  id: article.id,
  lang: article.lang,
  title: article.title.trim(),
  coverId: mediaIdOfUrl(article.imageUrl),
});

/** A short hash of everything drawn: a picture's URL changes exactly when what it shows does. */
export function versionOf(subject: ShareImageSubject): string {
  const drawn = [DESIGN_VERSION, subject.lang, brandOf(subject.lang).name, brandOf(subject.lang).shortName, subject.title, subject.coverId ?? ''].join('\n');
  return createHash('sha256').update(drawn).digest('hex').slice(0, 12);
}

/** What a public article read names as its share image (no drawing, no query). */
export const shareImageOf = (subject: ShareImageSubject): ShareImage => ({
  url: shareImagePaths.article(subject.id, subject.lang, versionOf(subject)),
  width: SHARE_IMAGE_WIDTH,
  height: SHARE_IMAGE_HEIGHT,
  alt: subject.title,
});
