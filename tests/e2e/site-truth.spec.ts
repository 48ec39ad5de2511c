import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../../src/shared/article-path';
import { sections } from '../../src/shared/catalog';
import type { Article } from '../../src/shared/schemas/articles';
import type { ContactInfo } from '../../src/shared/schemas/contact';
import enSite from '../../src/client/i18n/locales/en/site';
import zhSite from '../../src/client/i18n/locales/zh/site';
import { apiJson } from './admin-helpers';
import { baseURL, launchBrowser, newPage, signInAsAdmin } from './fixtures';
import { getJson, langPath, serverHtml } from './site-helpers';

/** Pages that tell the truth (docs/decisions/0024-beyond-the-spec.md): no URL shows another page's content, nothing unset leaks, English browsers start at /en. */
const immigration = sections.find((s) => s.type === 'immigration')!;
let browser: Browser;
let admin: Page;
const token = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signInAsAdmin(admin);
});

afterAll(async () => {
  await browser?.close();
});

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const canonicalOf = (html: string) => attr(html, /rel="canonical" href="([^"]+)"/);
const noindex = (html: string) => /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/.test(html);

const createArticle = (fields: Record<string, unknown>) =>
  apiJson<Article>(admin, 'POST', '/api/articles', { title: `真相测试 ${token}`, content: '<p>真相测试正文内容。</p>', category: immigration.category, ...fields });

describe('service items that do not exist', () => {
  // the target carries the not-found marker since docs/decisions/0022-not-found-fallback.md
  it.each(['zh', 'en'] as const)('when a visitor opens an unknown item (%s), then 302 to the fallback article, marked: it says so, is noindex, canonical to its own URL', async (lang) => {
    const res = await serverHtml(langPath(`${immigration.basePath}/no-such-item-${token}`, lang));

    expect(res.status).toBe(302);
    const target = res.location!;
    expect(target).toMatch(new RegExp(`^${langPath(immigration.basePath, lang)}/[a-z0-9-]+\\?not-found$`));
    const own = target.replace('?not-found', '');
    const landed = await serverHtml(target);
    expect(landed.status).toBe(200);
    // an English fallback without an English version names its Chinese page, as every such page does
    const chineseTwin = own.replace(/^\/en(?=\/)/, '');
    expect([`${baseURL()}${own}`, `${baseURL()}${chineseTwin}`]).toContain(canonicalOf(landed.html));
    expect(noindex(landed.html)).toBe(true);
    expect(landed.html).toContain(lang === 'zh' ? '您访问的页面不存在' : 'The page you asked for was not found');
    const clean = await serverHtml(own);
    // without the marker the page is indexed, unless it is itself an untranslated fallback (canonical to Chinese)
    const untranslated = canonicalOf(clean.html) !== `${baseURL()}${own}`;
    expect(noindex(clean.html)).toBe(untranslated);
    expect(clean.html).not.toContain('data-testid="not-found-notice"');
  });

  it.each(['zh', 'en'] as const)('when a visitor opens article-{id} with an id that cannot exist (%s), then the 404 page', async (lang) => {
    const res = await serverHtml(langPath(`${immigration.basePath}/article-999999`, lang));

    expect(res.status).toBe(404);
    expect(res.html).toContain(lang === 'zh' ? '<html lang="zh-CN"' : '<html lang="en"');
  });

  it("when a visitor opens a draft's address, then 302 to the fallback, never the draft or another article at that URL", async () => {
    const draft = await createArticle({ articleId: `truth-draft-${token}`, status: 'Draft' });

    const res = await serverHtml(articlePath(draft)!);

    expect(res.status).toBe(302);
    expect(res.location).not.toBe(articlePath(draft));
  });
});

describe('readable article URLs', () => {
  it('when an article has a slug, then its page is the slug URL and its old article-{id} URL redirects there in both languages', async () => {
    const article = await createArticle({ articleId: `truth-guide-${token}`, status: 'Published' });
    const own = `${immigration.basePath}/truth-guide-${token}`;

    const page = await serverHtml(own);
    const old = await serverHtml(`${immigration.basePath}/article-${article.id}`);
    const oldEn = await serverHtml(`/en${immigration.basePath}/article-${article.id}`);

    expect(articlePath(article)).toBe(own);
    expect(page.status).toBe(200);
    expect(page.html).toContain('真相测试正文内容');
    expect(canonicalOf(page.html)).toBe(`${baseURL()}${own}`);
    expect([old.status, old.location]).toEqual([302, own]);
    expect([oldEn.status, oldEn.location]).toEqual([302, `/en${own}`]);
  });
});

describe('canonical addresses', () => {
  it('when every page of the sitemap is fetched, then each indexable 200 answer names itself as canonical (noindex fallbacks excepted)', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(5);

    const wrong: string[] = [];
    for (const url of urls) {
      const res = await fetch(url, { redirect: 'manual' });
      const html = await res.text();
      if (res.status !== 200 || noindex(html)) continue;
      if (canonicalOf(html) !== url) wrong.push(`${url} -> ${canonicalOf(html)}`);
    }

    expect(wrong).toEqual([]);
  });
});

describe('unset contact rows', () => {
  it('when phone, email and WeChat are empty, then no public page shows a row or a "not set" text for them', async () => {
    const before = await getJson<ContactInfo>('/api/contact');
    const patch = (data: object) => apiJson<ContactInfo>(admin, 'PATCH', `/api/contact/${before.id}`, data);
    await patch({ phone: '', email: '', wechat: '', address: `1 Raffles Place ${token}`, addressEn: '' });
    try {
      for (const path of ['/', '/contact', '/en/contact', '/en']) {
        const { status, html } = await serverHtml(path);
        const strings = path.startsWith('/en') ? enSite.layout.contactDialog : zhSite.layout.contactDialog;
        const lists = [...html.matchAll(/<dl[^>]*>([\s\S]*?)<\/dl>/g)].map((m) => m[1]!).join('\n');

        expect(status, path).toBe(200);
        expect(html, path).not.toMatch(/未设置|not set/i);
        expect(html, path).not.toContain('href="tel:');
        expect(html, path).not.toContain('href="mailto:');
        // a set row still shows
        expect(lists, path).toContain(`>${strings.address}<`);
        expect(lists, path).toContain(`1 Raffles Place ${token}`);
        for (const label of [strings.phone, strings.email, strings.wechat]) expect(lists, `${path}: ${label}`).not.toContain(`>${label}<`);
      }
    } finally {
      await patch({ phone: before.phone, email: before.email, wechat: before.wechat, address: before.address, addressEn: before.addressEn });
    }
  });
});

describe('English browsers', () => {
  const get = (path: string, headers: Record<string, string>) => fetch(`${baseURL()}${path}`, { redirect: 'manual', headers });
  const english = { 'Accept-Language': 'en-GB,en;q=0.9,zh-CN;q=0.4' };

  it('when an English-preferring browser first opens /, then 302 to /en with Vary: Accept-Language, even after / was kept in the page cache', async () => {
    await get('/', {});
    await get('/', {});

    const res = await get('/', english);

    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en');
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('when / is asked by a Chinese browser or with a stored choice, then it answers the Chinese home page with Vary: Accept-Language', async () => {
    const chinese = await get('/', { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    const stored = await get('/', { ...english, Cookie: 'language=zh' });

    for (const res of [chinese, stored]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/accept-language/i);
      expect(await res.text()).toContain('<html lang="zh-CN"');
    }
  });

  it('when an English-preferring browser opens any other path, then the URL keeps its language', async () => {
    for (const path of ['/contact', `${immigration.basePath}/${immigration.items[0]}`, '/news']) {
      const res = await get(path, english);

      expect(res.status === 200 || (res.status === 302 && !res.headers.get('location')!.startsWith('/en')), path).toBe(true);
    }
  });
});
