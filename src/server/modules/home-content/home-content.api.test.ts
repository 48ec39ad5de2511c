import { describe, expect, it } from 'vitest';
import type { HomeContent, PublicHomeContent, PublicTrustDetails, UpdateHomeContentInput } from '../../../shared/schemas/home-content';
import { setupApiSuite, signIn } from '../../test/test-app';
import { restoreJson, takeBackup } from '../backup/backup.fixtures';

const api = setupApiSuite();

async function current(): Promise<HomeContent> {
  const res = await api.admin.get('/api/home-content');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as HomeContent;
}

/** The current content with some changes: what the screen sends back. */
async function edited(change: (content: HomeContent) => void): Promise<UpdateHomeContentInput> {
  const content = await current();
  change(content);
  const { zh, en, trust } = content;
  return { zh, en, trust };
}

describe('GET /api/home-content', () => {
  it('when nothing was saved yet, then an admin gets the seeded texts: the spec values and its 19 testimonials in both languages', async () => {
    const content = await current();

    expect(content.zh.heroTitle).toBe('为您开启通往新加坡与世界的大门');
    expect(content.zh.claims).toEqual([
      { label: '成功案例', value: '5000+' },
      { label: '客户满意度', value: '98%' },
      { label: '专业顾问', value: '30+' },
      { label: '年行业经验', value: '10+' },
    ]);
    expect(content.zh.testimonials).toHaveLength(19);
    expect(content.en.testimonials).toHaveLength(19);
    expect(content.en.testimonials[0]).toMatchObject({ id: 't01', author: 'Mr Wang', country: 'China', hidden: false });
    expect(content.trust).toEqual({ licenceNumber: '', uen: '', registeredAddress: '', mapUrl: '', consultants: [] });
  });

  it('when someone other than an admin asks, then the answer is 401 or 403 with a code', async () => {
    const anon = await api.anon().get('/api/home-content');
    const user = await api.user.get('/api/home-content');
    const userPut = await api.user.put('/api/home-content').send(await edited(() => undefined));

    expect([anon.status, anon.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect([user.status, user.body.code]).toEqual([403, 'FORBIDDEN']);
    expect([userPut.status, userPut.body.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('PUT /api/home-content', () => {
  it('when an admin saves new words, then the public read answers them in each language at once (the cache was emptied)', async () => {
    const before = await api.anon().get('/api/public/home-content?lang=en');
    const body = await edited((c) => {
      c.zh.heroTitle = '新的标题';
      c.en.heroTitle = 'A new headline';
      c.en.claims[0] = { label: 'Families helped', value: '6000+' };
      c.trust.licenceNumber = '12C3456';
    });

    const saved = await api.admin.put('/api/home-content').send(body);
    const zh = await api.anon().get('/api/public/home-content?lang=zh');
    const en = await api.anon().get('/api/public/home-content').query({ lang: 'en' }).set('If-None-Match', before.headers.etag!);

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.updatedAt).toEqual(expect.any(String));
    expect((zh.body as PublicHomeContent).texts.heroTitle).toBe('新的标题');
    expect(en.status).toBe(200);
    expect((en.body as PublicHomeContent).texts).toMatchObject({ heroTitle: 'A new headline', claims: expect.arrayContaining([{ label: 'Families helped', value: '6000+' }]) });
    expect((await api.anon().get('/api/public/trust-details')).body.licenceNumber).toBe('12C3456');
    expect(en.headers['cache-control']).toMatch(/public/);
  });

  it('when testimonials are reordered, hidden and added, then visitors get the visible ones in the saved order', async () => {
    const body = await edited((c) => {
      const [first, second, ...rest] = c.zh.testimonials;
      c.zh.testimonials = [{ id: 'new-1', content: '非常满意', author: '陈先生', position: '', country: '新加坡', hidden: false }, second!, { ...first!, hidden: true }, ...rest];
    });

    const saved = await api.admin.put('/api/home-content').send(body);
    const zh = (await api.anon().get('/api/public/home-content?lang=zh')).body as PublicHomeContent;

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(zh.texts.testimonials.map((t) => t.id).slice(0, 3)).toEqual(['new-1', 't02', 't03']);
    expect(zh.texts.testimonials.map((t) => t.id)).not.toContain('t01');
    expect((await current()).zh.testimonials[2]).toMatchObject({ id: 't01', hidden: true });
  });

  it('when fields are missing or wrong, then the answer is a 400 VALIDATION naming each field and nothing is saved', async () => {
    const before = await current();
    const body = await edited((c) => {
      c.zh.heroTitle = '  ';
      c.en.claims = c.en.claims.slice(0, 3);
      c.en.testimonials[0]!.author = '';
      c.trust.mapUrl = 'javascript:alert(1)';
      c.trust.consultants = [{ name: 'Tan', title: '', photo: 'https://elsewhere.example/x.png' }];
    });

    const res = await api.admin.put('/api/home-content').send(body);
    const empty = await api.admin.put('/api/home-content').send({});

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['en.claims', 'en.testimonials.0.author', 'trust.consultants.0.photo', 'trust.mapUrl', 'zh.heroTitle']);
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fieldErrors).sort()).toEqual(['en', 'trust', 'zh']);
    expect(await current()).toEqual(before);
  });

  it("when consultants and trust details are saved, then every page's read carries the trust details and the home page's read the consultants with their photo", async () => {
    const photo = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    const body = await edited((c) => {
      c.trust = { licenceNumber: '21C0001', uen: '201012345K', registeredAddress: '1 Raffles Place, Singapore 048616', mapUrl: 'https://maps.google.com/?q=1+Raffles+Place', consultants: [{ name: 'Tan Mei Ling', title: 'Senior consultant', photo }] };
    });
    const tooBig = await edited((c) => {
      c.trust.consultants = [{ name: 'Big', title: '', photo: `data:image/png;base64,${'A'.repeat(210_000)}` }];
    });

    const saved = await api.admin.put('/api/home-content').send(body);
    const rejected = await api.admin.put('/api/home-content').send(tooBig);
    const trust = (await api.anon().get('/api/public/trust-details')).body as PublicTrustDetails;
    const home = (await api.anon().get('/api/public/home-content?lang=en')).body as PublicHomeContent;

    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(rejected.status).toBe(400);
    expect(rejected.body.fieldErrors).toHaveProperty(['trust.consultants.0.photo']);
    expect(trust).toEqual({ licenceNumber: '21C0001', uen: '201012345K', registeredAddress: '1 Raffles Place, Singapore 048616', mapUrl: 'https://maps.google.com/?q=1+Raffles+Place' });
    expect(home.consultants).toEqual([{ name: 'Tan Mei Ling', title: 'Senior consultant', photo }]);
  });
});

describe('backups and the data export', () => {
  it('when the data is exported, then it holds the saved home content', async () => {
    const body = await edited((c) => void (c.en.aboutText = 'Exported about text'));
    await api.admin.put('/api/home-content').send(body);
    const { body: prepared } = await api.admin.get('/api/export/data');

    const res = await api.admin.get(prepared.downloadUrl);

    expect(JSON.parse(res.text).homeContent[0].en.aboutText).toBe('Exported about text');
  });

  it('when a backup written before the home content existed is restored, then the seeded texts are shown again', async () => {
    const body = await edited((c) => void (c.zh.heroTitle = '恢复前的标题'));
    await api.admin.put('/api/home-content').send(body);
    const file = JSON.parse(await takeBackup(api.admin)) as { tables: Record<string, unknown> };
    delete file.tables.home_content;

    const restored = await restoreJson(api.admin, JSON.stringify(file), { replace: true });
    const zh = (await api.anon().get('/api/public/home-content?lang=zh')).body as PublicHomeContent;

    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(zh.texts.heroTitle).toBe('为您开启通往新加坡与世界的大门');
    expect(zh.texts.testimonials).toHaveLength(19);
    await signIn(api.admin);
  });
});
