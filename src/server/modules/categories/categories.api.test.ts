import { describe, expect, it } from 'vitest';
import type { Category } from '../../../shared/schemas/categories';
import { setupApiSuite } from '../../test/test-app';

const api = setupApiSuite();
let counter = 0;
const newType = () => `extra-${Date.now().toString(36)}-${++counter}`;

async function createCategory(fields: Record<string, unknown> = {}): Promise<Category> {
  const res = await api.admin.post('/api/categories').send({ type: newType(), title: 'Extra', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Category;
}

describe('reading categories', () => {
  it('when anyone lists categories, then the five seeded ones come in id order', async () => {
    const res = await api.anon().get('/api/categories');

    expect(res.status).toBe(200);
    const types = (res.body as Category[]).map((c) => c.type);
    expect(types.slice(0, 5)).toEqual(['immigration', 'education', 'business', 'value-added', 'overseas']);
    const ids = (res.body as Category[]).map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(res.body[0]).toEqual({ id: expect.any(Number), type: 'immigration', title: '新加坡移民', translationKey: 'nav.immigration', basePath: '/immigration' });
  });

  it('when one is read by id or by type, then it is answered; unknown ones are 404, bad ids 400', async () => {
    const [first] = (await api.anon().get('/api/categories')).body as Category[];

    const byId = await api.anon().get(`/api/categories/${first!.id}`);
    const byType = await api.user.get('/api/categories/bytype/value-added');
    const missing = await api.anon().get('/api/categories/bytype/nothing-here');
    const bad = await api.anon().get('/api/categories/x1');

    expect(byId.body).toEqual(first);
    expect(byType.body).toMatchObject({ type: 'value-added', basePath: '/value-added' });
    expect(missing.status).toBe(404);
    expect(bad.status).toBe(400);
  });

  it('when anonymous callers read, then the answer is cached privately with an ETag; admins read uncached', async () => {
    const first = await api.anon().get('/api/categories');
    const revalidated = await api.anon().get('/api/categories').set('If-None-Match', first.headers.etag!);
    const adminRes = await api.admin.get('/api/categories');

    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/i);
    expect(revalidated.status).toBe(304);
    expect(adminRes.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /api/categories', () => {
  it('when an admin creates one without a base path, then it defaults to / plus the type', async () => {
    const type = newType();

    const res = await api.admin.post('/api/categories').send({ type, title: 'Family office', translationKey: 'nav.family' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), type, title: 'Family office', titleEn: null, translationKey: 'nav.family', basePath: `/${type}` });
  });

  it('when the type exists, then 409', async () => {
    const res = await api.admin.post('/api/categories').send({ type: 'immigration', title: 'Again' });

    expect(res.status).toBe(409);
  });

  it('when fields are missing or malformed, then 400 with field errors', async () => {
    const res = await api.admin.post('/api/categories').send({ type: 'Bad Type!', title: '', basePath: 'no-slash' });

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['type', 'title', 'basePath']));
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    expect((await api.anon().post('/api/categories').send({ type: newType(), title: 'x' })).status).toBe(401);
    expect((await api.user.post('/api/categories').send({ type: newType(), title: 'x' })).status).toBe(403);
  });
});

describe('PATCH and PUT /api/categories/:id', () => {
  it.each(['patch', 'put'] as const)('when an admin sends %s, then only title and translation key change', async (method) => {
    const category = await createCategory({ translationKey: 'nav.old' });

    const res = await api.admin[method](`/api/categories/${category.id}`).send({ title: 'Renamed', translationKey: 'nav.new', type: 'hacked', basePath: '/hacked' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...category, title: 'Renamed', translationKey: 'nav.new' });
  });

  it('when the translation key is blank, then the stored one is kept', async () => {
    const category = await createCategory({ translationKey: 'nav.keep' });

    const res = await api.admin.patch(`/api/categories/${category.id}`).send({ title: 'New name', translationKey: '  ' });

    expect(res.body.translationKey).toBe('nav.keep');
  });

  it('when the title is empty, then 400; a missing category 404; anonymous 401; role-user 403', async () => {
    const category = await createCategory();

    expect((await api.admin.patch(`/api/categories/${category.id}`).send({ title: '' })).status).toBe(400);
    expect((await api.admin.patch('/api/categories/2147483647').send({ title: 'x' })).status).toBe(404);
    expect((await api.anon().patch(`/api/categories/${category.id}`).send({ title: 'x' })).status).toBe(401);
    expect((await api.user.put(`/api/categories/${category.id}`).send({ title: 'x' })).status).toBe(403);
  });

  it('when a category is renamed, then the next public read shows the new name', async () => {
    const category = await createCategory();
    const before = await api.anon().get('/api/categories');

    await api.admin.patch(`/api/categories/${category.id}`).send({ title: 'Visible rename' });
    const after = await api.anon().get('/api/categories').set('If-None-Match', before.headers.etag!);

    expect(after.status).toBe(200);
    expect((after.body as Category[]).find((c) => c.id === category.id)?.title).toBe('Visible rename');
  });
});

describe('DELETE /api/categories/:id', () => {
  it('when an admin deletes one, then it is gone', async () => {
    const category = await createCategory();

    const res = await api.admin.delete(`/api/categories/${category.id}`);

    expect(res.status).toBe(200);
    expect((await api.anon().get(`/api/categories/${category.id}`)).status).toBe(404);
    expect((await api.admin.delete(`/api/categories/${category.id}`)).status).toBe(404);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    const category = await createCategory();

    expect((await api.anon().delete(`/api/categories/${category.id}`)).status).toBe(401);
    expect((await api.user.delete(`/api/categories/${category.id}`)).status).toBe(403);
  });
});

describe('English titles', () => {
  it('when an admin sets an English title, then admins read it as titleEn and ?lang=en readers as the title', async () => {
    const category = await createCategory({ title: '家族办公室', titleEn: 'Family Office' });

    const zh = await api.anon().get(`/api/categories/${category.id}`);
    const en = await api.anon().get(`/api/categories/${category.id}?lang=en`);
    const admin = await api.admin.get(`/api/categories/${category.id}`);

    expect(category.titleEn).toBe('Family Office');
    expect(zh.body).toEqual({ id: category.id, type: category.type, title: '家族办公室', translationKey: null, basePath: `/${category.type}` });
    expect(en.body).toEqual({ ...zh.body, title: 'Family Office' });
    expect(admin.body).toEqual({ ...zh.body, titleEn: 'Family Office' });
  });

  it('when the English title is blank or absent in an update, then it is removed or kept', async () => {
    const category = await createCategory({ title: '保险', titleEn: 'Insurance' });

    const kept = await api.admin.patch(`/api/categories/${category.id}`).send({ title: '保险规划' });
    const removed = await api.admin.patch(`/api/categories/${category.id}`).send({ title: '保险规划', titleEn: '  ' });
    const en = await api.anon().get(`/api/categories/bytype/${category.type}?lang=en`);

    expect(kept.body.titleEn).toBe('Insurance');
    expect(removed.body.titleEn).toBeNull();
    expect(en.body.title).toBe('保险规划');
  });
});
