import sanitizeHtml from 'sanitize-html';
import { mediaIdOfUrl, srcSetOf, type MediaItem, type ResponsiveImage } from '../../../shared/schemas/media';

/** The article column is at most about 768 px wide; below that, the image spans the screen. */
export const CONTENT_SIZES = '(min-width: 1024px) 768px, 100vw';

const IMG_SRC = /<img\b[^>]*\bsrc="([^"]+)"/g;

/** The media ids an article's HTML shows (by URL: data-media-id alone proves nothing). */
export function mediaIdsIn(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(IMG_SRC)) {
    const id = mediaIdOfUrl(match[1]!.replaceAll('&amp;', '&'));
    if (id) ids.add(id);
  }
  return [...ids];
}

/** The alt text staff entered in the library, in the page's language; else what the editor wrote. */
const altOf = (item: MediaItem, lang: string, fallback: string) => (lang === 'en' ? item.altEn || item.alt : item.alt || item.altEn) || fallback;

export function responsiveCover(item: MediaItem, lang: string): ResponsiveImage {
  return { src: item.url, srcSet: srcSetOf(item.variants), width: item.width, height: item.height, alt: altOf(item, lang, ''), ogUrl: item.ogUrl };
}

/**
 * Media images in stored (already sanitised) article HTML get srcset, sizes, their real width and
 * height, lazy loading and the library's alt text; other images are left as they are.
 * Done when the public read is built (then cached), so an alt edit in the library reaches every page.
 */
export function responsiveContent(html: string, items: Map<string, MediaItem>, lang: string): string {
  if (!html.includes('/media/')) return html;
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // the stored HTML passed the article sanitiser: keep every scheme it kept
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'data'],
    parser: { lowerCaseAttributeNames: false },
    transformTags: {
      img: (tagName, attribs) => {
        const item = items.get(mediaIdOfUrl(attribs.src) ?? '');
        if (!item) return { tagName, attribs };
        return {
          tagName,
          attribs: {
            ...attribs,
            src: item.url,
            srcset: srcSetOf(item.variants),
            sizes: CONTENT_SIZES,
            width: String(item.width),
            height: String(item.height),
            alt: altOf(item, lang, attribs.alt ?? ''),
            loading: 'lazy',
            decoding: 'async',
            'data-media-id': item.id,
          },
        };
      },
    },
  });
}
