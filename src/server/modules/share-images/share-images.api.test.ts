import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages';
import type { ShareImage } from '../../../shared/share-image';
import type { App } from '../../app';
import { openSecondApp } from '../../test/second-app';
import { setupApiSuite, uniqueName } from '../../test/test-app';
import { pngOf } from '../media/media.fixtures';
import { drawArticleImage } from './share-images.draw';

// no seeded articles, so the job's runs draw only this file's; and the job draws as outside tests (composition.ts)
const api = setupApiSuite({ env: 'development' }, { seed: false });

// the background schedulers stay off: the tests tick the job themselves
beforeAll(() => api.t.built.scheduler.stop());

const binary = (req: request.Test) =>
  req.buffer(true).parse((r, cb) => {
    const parts: Buffer[] = [];
    r.on('data', (c: Buffer) => parts.push(c));
    r.on('end', () => cb(null, Buffer.concat(parts)));
  });

async function publish(title: string, en?: string, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await api.admin
    .post('/api/articles')
    .send({ title, content: '<p>正文</p>', category: 'news', status: 'Published', ...(en ? { translations: { en: { title: en, content: '<p>Body</p>', status: 'Published' } } } : {}), ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function shareImageOf(id: number, lang: Language): Promise<ShareImage> {
  const res = await api.anon().get(`/api/public/articles/${id}?lang=${lang}`);
  expect(res.status).toBe(200);
  return res.body.shareImage as ShareImage;
}

const fetchPng = (url: string, app = api.t.app): Promise<request.Response> => binary(request(app).get(url).redirects(0)).then((res) => res);

/** Pixels whose colour differs clearly between two pictures, inside a box (the title's). */
async function differingPixels(a: Buffer, b: Buffer, box = { left: 72, top: 150, width: 1000, height: 330 }): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((png) => sharp(png).extract(box).removeAlpha().raw().toBuffer()));
  let differing = 0;
  for (let i = 0; i < ra!.length; i += 3) {
    if (Math.abs(ra![i]! - rb![i]!) + Math.abs(ra![i + 1]! - rb![i + 1]!) + Math.abs(ra![i + 2]! - rb![i + 2]!) > 90) differing++;
  }
  return differing;
}
/** a share of the title box that text covers, and tofu boxes of one shape would not tell apart */
const MEANINGFUL = 5_000;

const drawnRows = async () =>
  ((await api.t.database.db.execute(sql`SELECT article_id AS "articleId", lang, version, size FROM share_images WHERE version IS NOT NULL ORDER BY article_id, lang`)) as unknown as { rows: { articleId: number; lang: string; version: string; size: number }[] })
    .rows;

describe('share images of articles', () => {
  it('when a Chinese and an English version are published, then each public read names its picture, and the URL answers a 1200×630 PNG cached for a year', async () => {
    const id = await publish('新加坡就业准证申请指南', 'Employment Pass application guide');

    const zh = await shareImageOf(id, 'zh');
    const en = await shareImageOf(id, 'en');
    const listed = (await api.anon().get('/api/public/articles/bycategory/news?lang=en')).body as { id: number; shareImage: ShareImage }[];
    const zhPng = await fetchPng(zh.url);
    const enPng = await fetchPng(en.url);

    expect(zh).toEqual({ url: expect.stringMatching(new RegExp(`^/og/articles/${id}/zh-[0-9a-f]{12}\\.png$`)), width: 1200, height: 630, alt: '新加坡就业准证申请指南' });
    expect(en).toEqual({ url: expect.stringMatching(new RegExp(`^/og/articles/${id}/en-[0-9a-f]{12}\\.png$`)), width: 1200, height: 630, alt: 'Employment Pass application guide' });
    expect(listed.find((a) => a.id === id)?.shareImage).toEqual(en);
    for (const res of [zhPng, enPng]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('when the served pictures are compared with the same design drawn with an empty title, then the title area differs in both languages', async () => {
    const id = await publish('新加坡公司注册全攻略', 'Registering a company in Singapore');

    const zhPng = (await fetchPng((await shareImageOf(id, 'zh')).url)).body as Buffer;
    const enPng = (await fetchPng((await shareImageOf(id, 'en')).url)).body as Buffer;

    expect(await differingPixels(zhPng, await drawArticleImage('zh', ''))).toBeGreaterThan(MEANINGFUL);
    expect(await differingPixels(enPng, await drawArticleImage('en', ''))).toBeGreaterThan(MEANINGFUL);
  });

  it('when two different Chinese titles of the same length are drawn, then their glyphs differ (not one box shape for every character)', async () => {
    const [blank, first, second] = await Promise.all([drawArticleImage('zh', ''), drawArticleImage('zh', '新加坡就业准证'), drawArticleImage('zh', '永久居民申请书')]);

    expect(await differingPixels(first, blank)).toBeGreaterThan(MEANINGFUL);
    expect(await differingPixels(first, second)).toBeGreaterThan(MEANINGFUL);
  });

  it('when the title changes, then the read names a new URL and the old one moves there with a 301', async () => {
    const id = await publish(uniqueName('旧标题'));
    const before = await shareImageOf(id, 'zh');
    await fetchPng(before.url);

    const patched = await api.admin.patch(`/api/articles/${id}`).send({ title: '新标题：签证续期' });
    const after = await shareImageOf(id, 'zh');
    const old = await fetchPng(before.url);
    const current = await fetchPng(after.url);

    expect(patched.status).toBe(200);
    expect(after.url).not.toBe(before.url);
    expect(after.alt).toBe('新标题：签证续期');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(after.url);
    expect(old.headers['cache-control']).toBe('public, max-age=300');
    expect(current.status).toBe(200);
  });

  it('when an article has no English version, then its English read names the Chinese picture and the English file name moves there', async () => {
    const id = await publish('只有中文的文章');
    const zh = await shareImageOf(id, 'zh');
    const version = /zh-([0-9a-f]{12})\.png$/.exec(zh.url)![1];

    const enRead = await shareImageOf(id, 'en');
    const asEnglish = await fetchPng(`/og/articles/${id}/en-${version}.png`);

    expect(enRead.url).toBe(zh.url);
    expect(asEnglish.status).toBe(301);
    expect(asEnglish.headers.location).toBe(zh.url);
  });

  it('when the cover is an uploaded image, then it is drawn on the right; an external cover changes nothing and is never fetched', async () => {
    const upload = await api.admin.post('/api/media').attach('file', await pngOf(1600, 900), 'cover.png');
    expect(upload.status).toBe(201);
    const title = uniqueName('封面');
    const plain = await publish(title);
    const withCover = await publish(title, undefined, { imageUrl: upload.body.url });
    const external = await publish(title, undefined, { imageUrl: 'https://images.example.com/cover.jpg' });

    const plainImage = await shareImageOf(plain, 'zh');
    const coverImage = await shareImageOf(withCover, 'zh');
    const externalImage = await shareImageOf(external, 'zh');
    const plainPng = (await fetchPng(plainImage.url)).body as Buffer;
    const coverPng = (await fetchPng(coverImage.url)).body as Buffer;
    const externalPng = (await fetchPng(externalImage.url)).body as Buffer;

    const version = (url: string) => url.split('/').pop();
    expect(version(coverImage.url)).not.toBe(version(plainImage.url));
    expect(version(externalImage.url)).toBe(version(plainImage.url));
    expect(await differingPixels(coverPng, plainPng, { left: 760, top: 0, width: 440, height: 630 })).toBeGreaterThan(MEANINGFUL);
    expect(await differingPixels(externalPng, plainPng)).toBe(0);
  });

  it('when an article is not published, or is unpublished, then its pictures are 404', async () => {
    const draft = await api.admin.post('/api/articles').send({ title: '草稿', content: '<p>x</p>', category: 'news' });
    const id = await publish(uniqueName('将下线'));
    const live = await shareImageOf(id, 'zh');

    await api.admin.patch(`/api/articles/${id}`).send({ status: 'Draft' });
    const unpublished = await fetchPng(live.url);
    const neverPublished = await fetchPng(`/og/articles/${draft.body.id}/zh-0123456789ab.png`);

    expect(unpublished.status).toBe(404);
    expect(neverPublished.status).toBe(404);
  });

  it('when the parameters are junk, then 404, never 500', async () => {
    const id = await publish(uniqueName('参数'));
    const junk = [
      '/og/articles/abc/zh-0123456789ab.png',
      '/og/articles/0/zh-0123456789ab.png',
      '/og/articles/-1/zh-0123456789ab.png',
      '/og/articles/1e3/zh-0123456789ab.png',
      '/og/articles/99999999999/zh-0123456789ab.png',
      '/og/articles/2147483647/zh-0123456789ab.png',
      `/og/articles/${id}/fr-0123456789ab.png`,
      `/og/articles/${id}/zh-0123456789ab.jpg`,
      `/og/articles/${id}/zh-XYZ.png`,
      `/og/articles/${id}/zh.png`,
      `/og/articles/${id}/${'a'.repeat(500)}`,
      `/og/articles/${id}/%00`,
      `/og/articles/${id}`,
      '/og/site-fr.png',
      '/og/site-zh.jpg',
      '/og/articles',
      '/og/anything',
    ];

    const statuses = await Promise.all(junk.map(async (url) => [url, (await api.anon().get(url).redirects(0)).status]));

    expect(statuses.filter(([, status]) => status !== 404)).toEqual([]);
  });
});

describe('the share-images job', () => {
  let second: App;
  beforeAll(async () => {
    second = await openSecondApp(api.t);
    await second.scheduler.stop();
  });
  afterAll(() => second.close());

  it('when the job runs on one server while the other is asked for the same pictures, then each picture is drawn once and stored', async () => {
    const ids = await Promise.all(['移民', '留学', '公司'].map((word, i) => publish(`${word}${uniqueName('')}`, `English ${i} ${uniqueName('')}`)));
    const urls = (await Promise.all(ids.flatMap((id) => [shareImageOf(id, 'zh'), shareImageOf(id, 'en')]))).map((image) => image.url);
    const drawnBefore = api.t.built.services.shareImages.stats().drawn + second.services.shareImages.stats().drawn;
    const alreadyDrawn = (await drawnRows()).length;
    const later = new Date(Date.now() + 3_600_000);

    const [, , answers] = await Promise.all([
      api.t.built.scheduler.tick(later),
      second.scheduler.tick(later),
      Promise.all(urls.map((url) => fetchPng(url, second.app))),
    ]);
    // whatever the job's batch left is drawn by its next runs
    for (let run = 1, drawing = true; drawing && run < 10; run++) {
      const drawn = api.t.built.services.shareImages.stats().drawn;
      await api.t.built.scheduler.tick(new Date(later.getTime() + run * 3_600_000));
      drawing = api.t.built.services.shareImages.stats().drawn > drawn;
    }
    const drawnAfter = api.t.built.services.shareImages.stats().drawn + second.services.shareImages.stats().drawn;
    const rows = await drawnRows();

    expect(answers.map((res) => res.status)).toEqual(urls.map(() => 200));
    // every published article's pictures are stored (those of earlier tests too), each drawn once
    expect(drawnAfter - drawnBefore).toBe(rows.length - alreadyDrawn);
    for (const url of urls) {
      const [, id, lang, version] = /\/og\/articles\/(\d+)\/(zh|en)-([0-9a-f]{12})\.png$/.exec(url)!;
      expect(rows).toContainEqual({ articleId: Number(id), lang, version, size: expect.any(Number) });
    }
  });

  it('when every picture is current, then a run draws nothing', async () => {
    await api.t.built.scheduler.tick(new Date(Date.now() + 100 * 3_600_000));
    const before = api.t.built.services.shareImages.stats().drawn;

    await api.t.built.scheduler.tick(new Date(Date.now() + 200 * 3_600_000));

    expect(api.t.built.services.shareImages.stats().drawn).toBe(before);
  });
});

describe('the site share images', () => {
  it('when /og/site-zh.png and /og/site-en.png are asked, then each is a 1200×630 PNG cached for a day, different per language', async () => {
    const [zh, en] = await Promise.all([fetchPng('/og/site-zh.png'), fetchPng('/og/site-en.png')]);

    for (const res of [zh, en]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
    expect(await differingPixels(zh.body as Buffer, en.body as Buffer, { left: 72, top: 200, width: 1000, height: 280 })).toBeGreaterThan(MEANINGFUL);
  });
});
