import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageAlternates, pageUrl } from '@shared/alternates';
import type { Language } from '@shared/languages';
import { useServerRenderState, type HeadTags } from './render-context';

type Lang = Language;

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attrs: Record<string, string>;
  text?: string;
}

export const defaultOgImage = '/images/og-image.png';

/**
 * Title, description, canonical, Open Graph and hreflang alternates of one page, in the page's
 * language. hreflang lists only the languages the page is published in; a fallback page (English
 * frame, Chinese article) lists none, is noindex and names the Chinese page canonical.
 */
export function buildHeadTags(head: HeadTags, lang: Lang, origin: string, siteName: string): HeadTag[] {
  const canonical = pageUrl(origin, head.path, head.fallback ? 'zh' : lang);
  const published = head.languages ?? ['zh', 'en'];
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  const alternates = head.fallback ? [] : languageAlternates(origin, head.path, published);
  const image = head.image ? (head.image.startsWith('http') ? head.image : origin + head.image) : origin + defaultOgImage;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
  return [
    { tag: 'title', attrs: {}, text: head.title },
    meta('name', 'description', head.description),
    ...(head.fallback || head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    ...alternates.map(({ hreflang, href }): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang, href } })),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', ogLocale[lang]),
    ...(!head.fallback && published.includes(other) ? [meta('property', 'og:locale:alternate', ogLocale[other])] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

const ogLocale: Record<Lang, string> = { zh: 'zh_CN', en: 'en_US' };

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Serialised for the server's <!--head--> slot; data-head marks what the browser replaces later. */
export function headTagsToHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
        .join('');
      return tag === 'title' ? `<title data-head>${escapeAttr(text ?? '')}</title>` : `<${tag} data-head${a}>`;
    })
    .join('\n    ');
}

function applyHeadTags(tags: HeadTag[]): void {
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  for (const { tag, attrs, text } of tags) {
    if (tag === 'title') {
      document.title = text ?? '';
      continue;
    }
    const el = document.createElement(tag);
    el.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.head.appendChild(el);
  }
}

/** Shortens text for a meta description (about 160 characters, docs/product-spec.md, section 5). */
export function toDescription(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

export interface PageHeadProps {
  /** the page's own title; the brand is appended */
  title?: string;
  description?: string | null;
  image?: string | null;
  type?: 'website' | 'article';
  /** the languages the page's content is published in (default both) */
  languages?: Language[];
  /** the content is shown in another language than the page's (an article not yet translated) */
  fallback?: boolean;
  /** never indexed (search results) */
  noindex?: boolean;
}

/**
 * Declares the page's head. On the server it is collected and injected into the HTML; in the
 * browser it replaces the tags after navigation. Renders nothing, so hydration is unaffected.
 */
export function PageHead({ title, description, image, type, languages, fallback, noindex }: PageHeadProps) {
  const { t, i18n } = useTranslation('common');
  const { t: ts } = useTranslation('site');
  const { pathname } = useLocation();
  const server = useServerRenderState();
  const brand = t('brandFull');
  const head: HeadTags = {
    title: title && title !== brand ? `${title} | ${brand}` : `${brand} - ${t('tagline')}`,
    description: toDescription(description || ts('layout.meta.description')),
    path: pathname,
    image: image ?? undefined,
    type,
    ...(languages && { languages }),
    ...(fallback && { fallback }),
    ...(noindex && { noindex }),
  };
  if (server) server.head = head;
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const key = JSON.stringify([head, lang]);
  useEffect(() => {
    applyHeadTags(buildHeadTags(JSON.parse(key)[0] as HeadTags, lang, window.location.origin, brand));
  }, [key, lang, brand]);
  return null;
}
