import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditActor, AuditPage } from '../../../shared/schemas/audit';
import type { Category } from '../../../shared/schemas/categories';
import { setupApiSuite, uniqueName } from '../../test/test-app';
import { restoreJson, takeBackup } from '../backup/backup.fixtures';
import { auditMark } from './audit.fixtures';

const api = setupApiSuite();

async function newCategory(title: string): Promise<Category> {
  const res = await api.admin.post('/api/categories').send({ type: uniqueName('cat').replace('_', '-'), title });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Category;
}

async function auditPage(query: Record<string, string | number>): Promise<AuditPage> {
  const res = await api.admin.get('/api/audit').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AuditPage;
}

describe('GET /api/audit', () => {
  it('when a role-user or a visitor asks, then 403 and 401; an admin reads the log uncached', async () => {
    const user = await api.user.get('/api/audit');
    const userActors = await api.user.get('/api/audit/actors');
    const anon = await api.anon().get('/api/audit');
    const admin = await api.admin.get('/api/audit');

    expect(user.status).toBe(403);
    expect(userActors.status).toBe(403);
    expect(anon.status).toBe(401);
    expect(admin.status).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
  });

  it('when filtered by entity and id, then only its entries come, newest first, with a link while the thing exists', async () => {
    const category = await newCategory('甲');
    await api.admin.put(`/api/categories/${category.id}`).send({ title: '乙' });

    const page = await auditPage({ entityType: 'category', entityId: category.id });
    await api.admin.delete(`/api/categories/${category.id}`);
    const afterDelete = await auditPage({ entityType: 'category', entityId: category.id });

    expect(page.total).toBe(2);
    expect(page.entries.map((e) => e.action)).toEqual(['save', 'create']);
    expect(page.entries[0]).toMatchObject({ entityLabel: '乙', actorName: 'admin', changes: [{ field: 'title', from: '甲', to: '乙' }], href: '/categories' });
    expect(afterDelete.entries.map((e) => [e.action, e.href])).toEqual([
      ['delete', null],
      ['save', null],
      ['create', null],
    ]);
  });

  it('when paged, then each page holds its share of the total and pages do not overlap', async () => {
    const category = await newCategory('页0');
    for (let i = 1; i <= 4; i++) await api.admin.put(`/api/categories/${category.id}`).send({ title: `页${i}` });

    const first = await auditPage({ entityType: 'category', entityId: category.id, pageSize: 2, page: 1 });
    const third = await auditPage({ entityType: 'category', entityId: category.id, pageSize: 2, page: 3 });

    expect(first.total).toBe(5);
    expect(first.entries.map((e) => e.entityLabel)).toEqual(['页4', '页3']);
    expect(third.entries.map((e) => e.entityLabel)).toEqual(['页0']);
  });

  it('when filtered by person and by Singapore dates, then entries outside them are left out', async () => {
    const me = (await api.admin.get('/api/user')).body as { id: number };
    const category = await newCategory('日期');
    // an old entry, written as the recorder would but two days ago (late evening in Singapore, still the day before in UTC)
    await api.t.database.db.execute(
      sql`INSERT INTO audit_log (at, actor_id, actor_name, action, entity_type, entity_id, entity_label) VALUES ('2026-01-09T15:30:00Z', ${me.id}, 'admin', 'save', 'category', ${String(category.id)}, '旧')`,
    );

    const onTheDay = await auditPage({ entityId: category.id, from: '2026-01-09', to: '2026-01-09' });
    const dayBefore = await auditPage({ entityId: category.id, from: '2026-01-08', to: '2026-01-08' });
    const mine = await auditPage({ entityId: category.id, actor: me.id });
    const someoneElse = await auditPage({ entityId: category.id, actor: me.id + 1000 });
    const bad = await api.admin.get('/api/audit').query({ from: 'yesterday', entityType: 'spaceship' });

    expect(onTheDay.entries.map((e) => e.entityLabel)).toEqual(['旧']);
    expect(dayBefore.total).toBe(0);
    expect(mine.total).toBe(2);
    expect(someoneElse.total).toBe(0);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
  });

  it('when the actors are listed, then everyone with an entry is there once', async () => {
    const res = await api.admin.get('/api/audit/actors');

    const actors = res.body as AuditActor[];
    expect(actors.filter((a) => a.name === 'admin')).toHaveLength(1);
  });
});

/** The database's own message when it refuses a statement (Drizzle wraps it as the cause). */
async function refusal(statement: SQL): Promise<string> {
  const err = (await api.t.database.db.execute(statement).then(
    () => new Error('the statement was accepted'),
    (e: unknown) => e,
  )) as Error & { cause?: Error };
  return err.cause?.message ?? err.message;
}

describe('the log cannot be changed', () => {
  it('when PUT, PATCH, DELETE or POST reach /api/audit or an entry, then 405 METHOD_NOT_ALLOWED and the log is as it was', async () => {
    await newCategory('不可改');
    const before = await auditPage({ pageSize: 100 });
    const id = before.entries[0]!.id;

    const answers = await Promise.all([
      api.admin.put(`/api/audit/${id}`).send({ action: 'create' }),
      api.admin.patch(`/api/audit/${id}`).send({ entityLabel: 'x' }),
      api.admin.delete(`/api/audit/${id}`),
      api.admin.delete('/api/audit'),
      api.admin.put('/api/audit').send([]),
      api.admin.post('/api/audit').send({ action: 'create', entityType: 'article' }),
    ]);
    const after = await auditPage({ pageSize: 100 });

    for (const res of answers) {
      expect(res.status).toBe(405);
      expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
    }
    expect(after.entries).toEqual(before.entries);
  });

  it('when SQL updates or deletes an entry directly, then the database refuses', async () => {
    await newCategory('触发器');
    const last = await auditMark(api.t);

    const update = await refusal(sql`UPDATE audit_log SET entity_label = 'forged' WHERE id = ${last}`);
    const remove = await refusal(sql`DELETE FROM audit_log WHERE id = ${last}`);

    expect(update).toMatch(/append-only/);
    expect(remove).toMatch(/append-only/);

    const page = await auditPage({ pageSize: 1 });
    expect(page.entries[0]).toMatchObject({ id: last, entityLabel: '触发器' });
  });
});

describe('the export and backups hold the log', () => {
  it('when the data is exported, then the file holds every entry, its own export included', async () => {
    await newCategory('导出');
    const prepared = (await api.admin.get('/api/export/data')).body as { downloadUrl: string; filename: string };
    const total = (await auditPage({})).total;

    const res = await api.admin.get(prepared.downloadUrl);

    const log = JSON.parse(res.text).auditLog as { action: string; entityLabel: string | null }[];
    expect(log).toHaveLength(total + 1);
    expect(log.at(-1)).toMatchObject({ action: 'export', entityLabel: prepared.filename });
    expect(log.some((e) => e.entityLabel === '导出')).toBe(true);
  });

  it('when a backup is restored over the site, then the log comes back as it was and new entries follow it', async () => {
    await newCategory('备份');
    const backup = await takeBackup(api.admin);
    const saved = JSON.parse(backup).tables.audit_log as { id: number }[];
    await newCategory('备份之后');

    const restored = await restoreJson(api.admin, backup, { replace: true });
    const again = (await api.admin.post('/api/login').send({ username: 'admin', password: 'admin-test-password' })).status;
    const page = await auditPage({ pageSize: 100 });

    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(again).toBe(200);
    expect(saved.length).toBeGreaterThan(0);
    expect(page.entries.some((e) => e.entityLabel === '备份之后')).toBe(false);
    expect(page.entries.find((e) => e.entityLabel === '备份')).toBeDefined();
    // the sequence continues past the restored rows: the restore's own entry is next, then the new sign-in
    const last = Math.max(...saved.map((r) => r.id));
    expect(page.entries[1]).toMatchObject({ action: 'restore', id: last + 1 });
    expect(page.entries[0]).toMatchObject({ action: 'sign-in', id: last + 2 });
  });
});
