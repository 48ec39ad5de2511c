import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router';
import { absoluteUrl, languageAlternates, pageUrl } from '@shared/alternates';
import type { Language } from '@shared/languages';
import { siteShareImage } from '@shared/share-image';
import { trustDetailsQuery } from './home-content-queries';
import { useContentLanguage } from './content-language';
import { contactQuery } from './public-queries';
import { useServerRenderState, type HeadImage, type HeadTags } from './render-context';
import type { ArticleFacts, Crumb, StructuredDataTags } from './structured-data';

type Lang = Language;

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** a title's text, or a script's JSON (already safe inside <script>: serializeJsonLd) */
  text?: string;
}

/**
 * Title, description, canonical, Open Graph and hreflang alternates of one page, in the page's
 * language, then its structured data (given `structured`: structured-data.ts, which the browser loads
 * apart, docs/decisions/0010-first-load-javascript.md). hreflang lists only the languages the page is
 * published in; a fallback page (English frame, Chinese article) lists none, is noindex and names the
 * Chinese page canonical. Without an image of its own, the page shares the site's picture in its language.
 */
export function buildHeadTags(head: HeadTags, lang: Lang, origin: string, siteName: string, structured?: StructuredDataTags): HeadTag[] {
  const canonical = pageUrl(origin, head.path, head.fallback ? 'zh' : lang);
  const published = head.languages ?? ['zh', 'en'];
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  const alternates = head.fallback ? [] : languageAlternates(origin, head.path, published);
  const image: HeadImage = head.image ?? siteShareImage(lang, siteName);
  const imageUrl = absoluteUrl(origin, image.url);
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
    meta('property', 'og:image', imageUrl),
    ...(image.width && image.height ? [meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height))] : []),
    ...(image.alt ? [meta('property', 'og:image:alt', image.alt)] : []),
    meta('property', 'og:locale', ogLocale[lang]),
    ...(!head.fallback && published.includes(other) ? [meta('property', 'og:locale:alternate', ogLocale[other])] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', imageUrl),
    ...(image.alt ? [meta('name', 'twitter:image:alt', image.alt)] : []),
    ...(head.facts && structured ? structured.page(head.facts, origin, lang, canonical) : []),
  ];
}

/** The structured data's builders, in a chunk of their own in the browser: fetched once, when a page first writes its head. */
let structuredData: Promise<StructuredDataTags> | undefined;
const loadStructuredData = () => (structuredData ??= import('./structured-data').then((m) => m.structuredDataTags));

/** Writes a head part now without its structured data, then with it once the builders are loaded (unless `live()` says the page moved on). */
function writeHeadPart(part: HeadPart, build: (structured?: StructuredDataTags) => HeadTag[], live: () => boolean): void {
  setHeadPart(part, build());
  void loadStructuredData()
    .then((structured) => live() && setHeadPart(part, build(structured)))
    .catch(() => undefined);
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
      if (tag === 'title') return `<title data-head>${escapeAttr(text ?? '')}</title>`;
      // the JSON is serialised with every < escaped, so it cannot end the element early
      if (tag === 'script') return `<script data-head${a}>${text ?? ''}</script>`;
      return `<${tag} data-head${a}>`;
    })
    .join('\n    ');
}

/**
 * The browser's head, in parts: the page's own tags (PageHead) and its breadcrumb's (Breadcrumb),
 * each set by its component and dropped when it unmounts; any change writes every part again.
 */
type HeadPart = 'page' | 'breadcrumb';
const headParts = new Map<HeadPart, HeadTag[]>();

function setHeadPart(part: HeadPart, tags: HeadTag[] | null): void {
  if (tags) headParts.set(part, tags);
  else headParts.delete(part);
  applyHeadTags([...(headParts.get('page') ?? []), ...(headParts.get('breadcrumb') ?? [])]);
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
    if (text !== undefined) el.textContent = text;
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
  /** the page's share image; the site's in the page's language when none */
  image?: HeadImage | null;
  type?: 'website' | 'article';
  /** the languages the page's content is published in (default both) */
  languages?: Language[];
  /** the content is shown in another language than the page's (an article not yet translated) */
  fallback?: boolean;
  /** never indexed (search results) */
  noindex?: boolean;
  /** the home page: its structured data names the site and its search */
  website?: boolean;
  /** the article the page shows, for its Article or NewsArticle; its image is the page's share image */
  article?: Omit<ArticleFacts, 'image'> | null;
}

/**
 * Declares the page's head. On the server it is collected and injected into the HTML; in the
 * browser it replaces the tags after navigation. Renders nothing, so hydration is unaffected.
 * The organisation's structured data comes from the contact and trust details every page loads
 * for its footer (the server prefetches them: app/prefetch.ts), so it costs no request.
 */
export function PageHead({ title, description, image, type, languages, fallback, noindex, website, article }: PageHeadProps) {
  const { t } = useTranslation('common');
  const { t: ts } = useTranslation('site');
  const { pathname } = useLocation();
  const server = useServerRenderState();
  const lang = useContentLanguage();
  const { data: contact } = useQuery(contactQuery(lang));
  const { data: trust } = useQuery(trustDetailsQuery());
  const brand = t('brandFull');
  const siteTitle = `${brand} - ${t('tagline')}`;
  const shareImage = image ?? siteShareImage(lang, siteTitle);
  const organization = { name: brand, alternateName: t('brandAlternate'), contact, trust, labels: { licence: ts('home.trust.licence'), uen: ts('home.trust.uen') } };
  const head: HeadTags = {
    title: title && title !== brand ? `${title} | ${brand}` : siteTitle,
    description: toDescription(description || ts('layout.meta.description')),
    path: pathname,
    image: shareImage,
    type,
    ...(languages && { languages }),
    ...(fallback && { fallback }),
    ...(noindex && { noindex }),
    facts: { organization, ...(website && { website }), ...(article && { article: { ...article, image: shareImage.url } }) },
  };
  if (server) server.head = head;
  const key = JSON.stringify([head, lang]);
  useEffect(() => {
    let live = true;
    const tags = JSON.parse(key)[0] as HeadTags;
    writeHeadPart('page', (structured) => buildHeadTags(tags, lang, window.location.origin, brand, structured), () => live);
    return () => {
      live = false;
    };
  }, [key, lang, brand]);
  return null;
}

/**
 * Declares the page's visible breadcrumb to the head (its BreadcrumbList): the Breadcrumb component
 * calls it with the entries it shows, so the two cannot differ.
 */
export function useBreadcrumbHead(crumbs: readonly Crumb[]): void {
  const server = useServerRenderState();
  const lang = useContentLanguage();
  if (server) server.breadcrumb = [...crumbs];
  // JSON leaves out an undefined `to`: the key is the crumbs themselves
  const key = JSON.stringify(crumbs.map(({ label, to }) => ({ label, to })));
  useEffect(() => {
    let live = true;
    const crumbs = JSON.parse(key) as Crumb[];
    writeHeadPart('breadcrumb', (structured) => structured?.breadcrumb(crumbs, window.location.origin, lang) ?? [], () => live);
    return () => {
      live = false;
      setHeadPart('breadcrumb', null);
    };
  }, [key, lang]);
}
