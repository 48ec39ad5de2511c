import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sections } from '../../shared/catalog';
import { languages, type Language } from '../../shared/languages';
import { localePath, routePatterns as r } from '../../shared/paths';
import type { AdminArticle } from '../../shared/schemas/articles';
import type { ContactInfo } from '../../shared/schemas/contact';
import type { HomeContent } from '../../shared/schemas/home-content';
import { createApp, type App } from '../app';
import { sourceBuild } from '../test/stand-in-build';
import { setupApiSuite } from '../test/test-app';

/**
 * Structured data (docs/decisions/0027-found-and-shared.md): every public template's raw HTML, in
 * both languages, carries JSON-LD that holds the properties Google documents for its types and says
 * what the page shows, in the page's language.
 */
const api = setupApiSuite();
let dist: ReturnType<typeof sourceBuild> | undefined;
let site: App;
let news: AdminArticle;
let unsigned: AdminArticle;
let service: AdminArticle;
const page = () => request(site.app);

const BYLINE = { bylineName: '陈伟玲', bylineTitle: '高级移民顾问', bylineNameEn: 'Tan Wei Ling', bylineTitleEn: 'Senior Immigration Consultant' };
const CONTACT = {
  phone: '+65 6123 4567',
  email: 'hello@gateway.example',
  address: '安顺路 10 号 #10-01 新加坡 079903',
  addressEn: '10 Anson Road, #10-01, Singapore 079903',
  facebook: 'https://www.facebook.com/gateway.example',
  wechat: 'gateway_wechat',
};
const TRUST = { licenceNumber: '19C9876', uen: '201912345K' };

/**
 * Google Search Central's structured-data pages, as property lists (no network):
 * developers.google.com/search/docs/appearance/structured-data/{article,breadcrumb,organization,local-business}
 * and the sitelinks search box's WebSite + SearchAction.
 */
const google = {
  Article: { required: [], recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'] },
  NewsArticle: { required: [], recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  Organization: { required: [], recommended: ['name', 'url', 'logo'] },
  // a LocalBusiness subtype: its address is required
  ProfessionalService: { required: ['name', 'address'], recommended: ['url', 'logo', 'telephone'] },
  WebSite: { required: ['url', 'potentialAction'], recommended: ['name'] },
} as const;
const contactProperties = ['telephone', 'email', 'address', 'openingHoursSpecification', 'sameAs'];

type Json = Record<string, unknown>;

function blocksOf(html: string): Json[] {
  const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  for (const text of blocks) expect(text).not.toMatch(/</);
  return blocks.map((text) => JSON.parse(text) as Json);
}

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

const h1Of = (html: string) => decode(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');

/** The visible breadcrumb: each entry's text and link. */
function visibleCrumbs(html: string): { name: string; href?: string }[] | null {
  const nav = /<nav aria-label="(?:Breadcrumb|当前位置)"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  if (!nav) return null;
  return [...nav.matchAll(/<li class="min-w-0">([\s\S]*?)<\/li>/g)].map((m) => {
    const href = /<a [^>]*href="([^"]*)"/.exec(m[1]!)?.[1];
    return { name: decode(m[1]!), ...(href && { href }) };
  });
}

const meta = (html: string, key: string) => new RegExp(`<meta data-head (?:name|property)="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

/** Every string in a JSON-LD value, with the property it sits under. */
function strings(value: unknown, key = ''): { key: string; value: string }[] {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

/** Empty strings, arrays or objects anywhere in a block: a property said with nothing in it. */
function empties(value: unknown, at = '$'): string[] {
  if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => empties(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => empties(v, `${at}.${k}`)) : [at];
  }
  return [];
}

/** The block's type's Google properties: the required ones always, the recommended ones here too (we fill them all). */
function validate(block: Json, where: string): void {
  const type = block['@type'] as keyof typeof google;
  expect(block['@context'], where).toBe('https://schema.org');
  expect(Object.keys(google), `${where}: a type Google documents`).toContain(type);
  for (const prop of [...google[type].required, ...google[type].recommended]) expect(block[prop], `${where}: ${type}.${prop}`).toBeTruthy();
  expect(empties(block), where).toEqual([]);
  const url = (value: unknown) => expect(String(value), where).toMatch(/^https?:\/\/[^/]+/);
  if (type === 'Article' || type === 'NewsArticle') {
    (block.image as string[]).forEach(url);
    for (const author of block.author as Json[]) expect(author.name, `${where}: author.name`).toBeTruthy();
    expect((block.publisher as Json).name).toBeTruthy();
    url(((block.publisher as Json).logo as Json).url);
    expect(Date.parse(String(block.datePublished)), where).not.toBeNaN();
    expect(Date.parse(String(block.dateModified)), where).not.toBeNaN();
  }
  if (type === 'BreadcrumbList') {
    const items = block.itemListElement as Json[];
    items.forEach((item, i) => {
      expect(item['@type']).toBe('ListItem');
      expect(item.position).toBe(i + 1);
      expect(item.name, `${where}: crumb ${i + 1}`).toBeTruthy();
      if (i < items.length - 1) url(item.item);
    });
  }
  if (type === 'Organization' || type === 'ProfessionalService') {
    url(block.url);
    url(block.logo);
    if (block.address) expect((block.address as Json)['@type']).toBe('PostalAddress');
    for (const spec of (block.openingHoursSpecification as Json[] | undefined) ?? []) {
      expect(spec.opens).toMatch(/^\d\d:\d\d$/);
      expect(spec.closes).toMatch(/^\d\d:\d\d$/);
    }
  }
  if (type === 'WebSite') {
    const action = block.potentialAction as Json;
    expect(action['@type']).toBe('SearchAction');
    expect(String((action.target as Json).urlTemplate)).toContain('{search_term_string}');
    expect(action['query-input']).toBe('required name=search_term_string');
  }
}

async function write(body: Record<string, unknown>): Promise<AdminArticle> {
  const res = await api.admin.post('/api/articles').send({ status: 'Published', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as AdminArticle;
}
const english = (title: string, summary: string) => ({ en: { title, summary, content: `<p>${title}</p>`, status: 'Published' } });

async function setContact(values: Partial<ContactInfo>): Promise<void> {
  const current = (await api.anon().get('/api/contact')).body as ContactInfo;
  const res = await api.admin.put(`/api/contact/${current.id}`).send(values);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function setTrust(trust: Partial<HomeContent['trust']>): Promise<void> {
  const { body } = await api.admin.get('/api/home-content');
  const { zh, en, trust: before } = body as HomeContent;
  const res = await api.admin.put('/api/home-content').send({ zh, en, trust: { ...before, ...trust } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  expect((await api.admin.put('/api/account/byline').send(BYLINE)).status).toBe(200);
  news = await write({ title: '工作准证新规 & 说明', summary: '新规的要点', content: '<p>新规</p>', category: 'news', translations: english('New work pass rules & notes', 'What changes') });
  unsigned = await write({ title: '公司年会', content: '<p>年会</p>', category: 'news', noByline: true, translations: english('Company annual meeting', 'The meeting') });
  service = await write({
    title: '自雇移民指南',
    summary: '自雇人士如何移民',
    content: '<p>指南</p>',
    category: 'singapore-immigration',
    articleId: 'self-employed-guide-ld',
    translations: english('Self-employed guide', 'How the self-employed move'),
  });
  await setContact(CONTACT);
  await setTrust(TRUST);

  dist = sourceBuild();
  site = await createApp({ config: api.t.config, database: api.t.database, distDir: dist.dir });
}, 120_000);

afterAll(async () => {
  await site?.close();
  dist?.remove();
});

const immigration = sections.find((s) => s.type === 'immigration')!;
/** Every public template, by name; /news is followed to the newest news article it sends visitors to. */
const templates = () => ({
  home: r.home,
  section: `${immigration.basePath}/${immigration.items[0]}`,
  serviceArticle: `${immigration.basePath}/${service.articleId}`,
  newsList: r.news,
  newsArticle: `/news/${news.id}`,
  unsignedNews: `/news/${unsigned.id}`,
  contact: r.contact,
  privacy: r.privacy,
  techdocs: r.techdocs,
  search: `/search?q=${encodeURIComponent('guide')}`,
  notFound: '/no-such-page-for-ld',
});
type Template = keyof ReturnType<typeof templates>;

interface Rendered {
  template: Template;
  lang: Language;
  url: string;
  html: string;
  blocks: Json[];
}

async function fetchPage(url: string): Promise<{ status: number; html: string; url: string }> {
  let res = await page().get(url);
  if (res.status === 302) {
    url = String(res.headers.location);
    res = await page().get(url);
  }
  return { status: res.status, html: res.text, url };
}

async function renderAll(): Promise<Rendered[]> {
  const out: Rendered[] = [];
  for (const lang of languages) {
    for (const [template, p] of Object.entries(templates()) as [Template, string][]) {
      const { status, html, url } = await fetchPage(localePath(p, lang));
      expect(status, url).toBe(template === 'notFound' ? 404 : 200);
      out.push({ template, lang, url, html, blocks: blocksOf(html) });
    }
  }
  return out;
}

const byType = (blocks: Json[], type: string) => blocks.filter((b) => b['@type'] === type);
const organizationOf = (blocks: Json[]) => blocks.find((b) => b['@type'] === 'Organization' || b['@type'] === 'ProfessionalService');

describe('structured data on every public template', () => {
  let pages: Rendered[];
  beforeAll(async () => {
    pages = await renderAll();
  }, 120_000);

  it('when any template is read in either language, then each of its JSON-LD blocks holds what Google documents for its type', () => {
    expect(pages).toHaveLength(22);
    for (const { url, blocks } of pages) {
      expect(blocks.length, url).toBeGreaterThan(0);
      blocks.forEach((block, i) => validate(block, `${url} #${i}`));
    }
  });

  it('when a page is read, then its blocks are those of its template: the site on home, an article on articles, a breadcrumb below home', () => {
    const types = (template: Template, lang: Language) => pages.find((p) => p.template === template && p.lang === lang)!.blocks.map((b) => b['@type']);

    for (const lang of languages) {
      expect(types('home', lang), lang).toEqual(['ProfessionalService', 'WebSite']);
      expect(types('serviceArticle', lang), lang).toEqual(['ProfessionalService', 'Article', 'BreadcrumbList']);
      expect(types('section', lang), lang).toEqual(['ProfessionalService', 'Article', 'BreadcrumbList']);
      for (const t of ['newsList', 'newsArticle', 'unsignedNews'] as const) expect(types(t, lang), `${t} ${lang}`).toEqual(['ProfessionalService', 'NewsArticle', 'BreadcrumbList']);
      for (const t of ['contact', 'privacy', 'techdocs', 'search'] as const) expect(types(t, lang), `${t} ${lang}`).toEqual(['ProfessionalService', 'BreadcrumbList']);
      expect(types('notFound', lang), lang).toEqual(['ProfessionalService']);
    }
  });

  it('when a page is read, then the organisation says what the contact settings hold, in the page language, and the registration', () => {
    for (const { url, lang, blocks } of pages) {
      const org = organizationOf(blocks)!;
      expect(org.name, url).toBe(lang === 'en' ? 'Global Gateway Consulting Group Singapore' : '新加坡环球咨询集团');
      expect(org.alternateName, url).toBe(lang === 'en' ? '新加坡环球咨询集团' : 'Global Gateway Consulting Group Singapore');
      expect(org.telephone, url).toBe(CONTACT.phone);
      expect(org.email, url).toBe(CONTACT.email);
      expect(org.address, url).toEqual({ '@type': 'PostalAddress', streetAddress: lang === 'en' ? '10 Anson Road, #10-01' : '安顺路 10 号 #10-01', postalCode: '079903', addressCountry: 'SG' });
      // the seeded hours: "周一至周五 9:00-18:00"; the Saturday "by appointment" is no opening hour
      expect(org.openingHoursSpecification, url).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }]);
      expect(org.sameAs, url).toEqual([CONTACT.facebook]);
      expect((org.identifier as Json[]).map((id) => id.value), url).toEqual([TRUST.licenceNumber, TRUST.uen]);
    }
  });

  it('when an article page is read, then its Article says what the page shows: the h1, the byline, the date, the canonical URL and the share image', () => {
    const articles = pages.filter((p) => ['serviceArticle', 'newsArticle', 'unsignedNews', 'newsList', 'section'].includes(p.template));

    for (const { url, lang, html, blocks } of articles) {
      const article = blocks.find((b) => b['@type'] === 'Article' || b['@type'] === 'NewsArticle')!;
      const canonical = /<link data-head rel="canonical" href="([^"]*)">/.exec(html)?.[1];
      expect(article.headline, url).toBe(h1Of(html));
      expect(article.inLanguage, url).toBe(lang === 'en' ? 'en' : 'zh-CN');
      expect(article.url, url).toBe(canonical);
      expect((article.mainEntityOfPage as Json)['@id'], url).toBe(canonical);
      expect(canonical, url).toBe(`${new URL(canonical!).origin}${url}`);
      expect(article.description, url).toBe(decode(meta(html, 'description') ?? ''));
      expect((article.image as string[])[0], url).toBe(decode(meta(html, 'og:image') ?? ''));
    }
    const news = articles.find((p) => p.template === 'newsArticle' && p.lang === 'en')!;
    const newsBlock = byType(news.blocks, 'NewsArticle')[0]!;
    expect(newsBlock.headline).toBe('New work pass rules & notes');
    expect(newsBlock.author).toEqual([{ '@type': 'Person', name: 'Tan Wei Ling', jobTitle: 'Senior Immigration Consultant' }]);
    expect(news.html).toContain('By Tan Wei Ling');
    expect(newsBlock.datePublished).toBe(/<time dateTime="([^"]*)"/.exec(news.html.slice(news.html.indexOf('data-testid="news-article"')))?.[1]);
    const unsignedBlock = byType(pages.find((p) => p.template === 'unsignedNews' && p.lang === 'zh')!.blocks, 'NewsArticle')[0]!;
    expect(unsignedBlock.author).toEqual([expect.objectContaining({ '@type': 'ProfessionalService', name: '新加坡环球咨询集团' })]);
  });

  it('when a page below home is read, then its BreadcrumbList is the visible breadcrumb, entry for entry and link for link', () => {
    for (const { url, template, html, blocks } of pages.filter((p) => !['home', 'notFound'].includes(p.template))) {
      const visible = visibleCrumbs(html);
      const list = byType(blocks, 'BreadcrumbList')[0]!;
      const origin = new URL(String(organizationOf(blocks)!.url)).origin;

      expect(visible, `${template} ${url}`).not.toBeNull();
      expect(visible!.length, url).toBeGreaterThan(1);
      expect((list.itemListElement as Json[]).map((item) => ({ name: item.name, ...(item.item ? { href: String(item.item).slice(origin.length) } : {}) })), url).toEqual(visible);
    }
  });

  it('when the home page is read, then its WebSite names the site in the page language and searches the search page of that language', () => {
    for (const lang of languages) {
      const home = pages.find((p) => p.template === 'home' && p.lang === lang)!;
      const website = byType(home.blocks, 'WebSite')[0]!;
      const origin = new URL(String(website.url)).origin;

      expect(website.inLanguage).toBe(lang === 'en' ? 'en' : 'zh-CN');
      expect(home.html).toContain(`<html lang="${lang === 'en' ? 'en' : 'zh-CN'}"`);
      expect(website.url).toBe(origin + localePath('/', lang));
      expect(((website.potentialAction as Json).target as Json).urlTemplate).toBe(`${origin}${localePath('/search', lang)}?q={search_term_string}`);
    }
  });

  it('when an English page is read, then its structured data is English: no Chinese outside the other-language name', () => {
    for (const { url, blocks } of pages.filter((p) => p.lang === 'en')) {
      const chinese = strings(blocks).filter(({ key, value }) => key !== 'alternateName' && /[\u3400-\u9fff]/.test(value));
      expect(chinese, url).toEqual([]);
    }
  });

  it('when any page is read, then it names its share image with size and alt text, and the article pages their own picture or the site picture of their language', () => {
    for (const { url, lang, template, html } of pages) {
      const image = meta(html, 'og:image');
      expect(image, url).toMatch(/^https?:\/\//);
      expect(meta(html, 'twitter:image'), url).toBe(image);
      expect(meta(html, 'og:image:alt'), url).toBeTruthy();
      if (!['newsArticle', 'unsignedNews', 'serviceArticle', 'newsList', 'section'].includes(template)) {
        expect(image, url).toMatch(new RegExp(`/og/site-${lang}\\.png$`));
        expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], url).toEqual(['1200', '630']);
        expect(meta(html, 'og:image:alt'), url).toBe(lang === 'en' ? 'Global Gateway Consulting Group Singapore - Opening the door to the world for you' : '新加坡环球咨询集团 - 为您开启全球之门');
      }
    }
  });
});

describe('structured data when the contact details are empty', () => {
  it('when staff empty the contact and trust details, then no page carries an empty or placeholder contact property, only name, url and logo', async () => {
    await setContact({ phone: '', email: '', address: '', addressEn: '', businessHours: '', businessHoursEn: '', weekendHours: '', weekendHoursEn: '', facebook: '', wechat: '' });
    await setTrust({ licenceNumber: '', uen: '' });

    const pages = await renderAll();

    for (const { url, blocks } of pages) {
      const org = organizationOf(blocks)!;
      expect(org['@type'], url).toBe('Organization');
      for (const prop of [...contactProperties, 'identifier']) expect(org, `${url}: ${prop}`).not.toHaveProperty(prop);
      for (const block of blocks) {
        expect(empties(block), url).toEqual([]);
        validate(block, url);
      }
      expect(strings(blocks).map((s) => s.value).join(' '), url).not.toMatch(/未设置/);
    }
  }, 120_000);
});
