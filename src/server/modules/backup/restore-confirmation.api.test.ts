import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BackupFile } from '../../../shared/schemas/backup';
import { createTestApp, signIn, setupApiSuite, TEST_ADMIN } from '../../test/test-app';
import { activeColleague, enrolTwoFactor } from '../auth/staff.fixtures';
import { allRows, fillEveryKind, restoreEntries, restoreJson, takeBackup } from './backup.fixtures';

const api = setupApiSuite();

beforeAll(async () => {
  await fillEveryKind(api, 'confirmation');
});

/** A fresh backup of the suite's database, changed by `change`. */
async function backupChangedBy(change: (file: BackupFile) => void): Promise<string> {
  const file = JSON.parse(await takeBackup(api.admin)) as BackupFile;
  change(file);
  return JSON.stringify(file);
}

const rows = async (query: ReturnType<typeof sql>) => ((await api.t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('POST /api/restore asks for the admin’s password (and code)', () => {
  it('when no password or a wrong one is sent, then 403 with its code, nothing changes and the admin stays signed in', async () => {
    const text = await takeBackup(api.admin);
    const before = await allRows(api.t.database.db);

    const none = await restoreJson(api.admin, text, { replace: true, password: null });
    const wrong = await restoreJson(api.admin, text, { replace: true, password: 'not-the-password' });
    const multipart = await api.admin.post('/api/restore').field('replace', 'true').field('password', 'not-the-password').attach('file', Buffer.from(text), 'site.json');

    expect([none.status, none.body.code]).toEqual([403, 'CURRENT_PASSWORD_REQUIRED']);
    expect([wrong.status, wrong.body.code]).toEqual([403, 'CURRENT_PASSWORD_WRONG']);
    expect([multipart.status, multipart.body.code]).toEqual([403, 'CURRENT_PASSWORD_WRONG']);
    expect(await allRows(api.t.database.db)).toEqual(before);
    expect((await api.admin.get('/api/user')).status).toBe(200);
  });

  it('when the admin has two-factor on, then a missing or wrong code is refused and an unused recovery code restores', async () => {
    const colleague = await activeColleague(api.t, api.admin, 'admin');
    const { recoveryCodes } = await enrolTwoFactor(colleague.agent);
    const text = await takeBackup(colleague.agent);
    const before = await allRows(api.t.database.db);

    const missing = await restoreJson(colleague.agent, text, { replace: true, password: colleague.password });
    const wrong = await restoreJson(colleague.agent, text, { replace: true, password: colleague.password, code: '000000' });
    const unchanged = await allRows(api.t.database.db);
    const right = await restoreJson(colleague.agent, text, { replace: true, password: colleague.password, code: recoveryCodes[0] });

    expect([missing.status, missing.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    expect([wrong.status, wrong.body.code]).toEqual([403, 'INVALID_TWO_FACTOR_CODE']);
    expect(unchanged).toEqual(before);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    await signIn(api.admin);
  });
});

describe('POST /api/restore and the sign-in limits', () => {
  it('when wrong passwords reach LOGIN_RATE_LIMIT, then the next restore and a sign-in from that address answer 429', async () => {
    const limited = await createTestApp({ loginRateLimit: 2 });
    try {
      const admin = await signIn(request.agent(limited.app));
      const text = await takeBackup(admin);
      const wrong = () => restoreJson(admin, text, { replace: true, password: 'not-the-password' });

      const statuses = [(await wrong()).status, (await wrong()).status];
      const third = await wrong();
      const login = await request(limited.app).post('/api/login').send(TEST_ADMIN);

      expect(statuses).toEqual([403, 403]);
      expect([third.status, third.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(login.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/restore and admin accounts the file would change', () => {
  it('when the file adds an admin and changes one’s password, then 409 lists them, a list that differs is refused again, and the same list restores', async () => {
    const colleague = await activeColleague(api.t, api.admin, 'admin');
    const text = await backupChangedBy((file) => {
      const admin = file.tables.users.find((u) => u.username === TEST_ADMIN.username)!;
      const other = file.tables.users.find((u) => u.username === colleague.username)!;
      const id = Math.max(...file.tables.users.map((u) => u.id)) + 1;
      file.tables.users.push({ ...admin, id, username: 'intruder', email: null, last_sign_in_at: null });
      other.password = admin.password;
    });
    const before = await allRows(api.t.database.db);

    const first = await restoreJson(api.admin, text, { replace: true });
    const otherList = await restoreJson(api.admin, text, { replace: true, confirmAdmins: ['intruder'] });

    expect([first.status, first.body.code]).toEqual([409, 'RESTORE_ADMINS_CHANGED']);
    expect(first.body.fieldErrors).toEqual({ added: ['intruder'], removed: [], changed: [colleague.username] });
    expect([otherList.status, otherList.body.code]).toEqual([409, 'RESTORE_ADMINS_CHANGED']);
    expect(await allRows(api.t.database.db)).toEqual(before);

    const confirmed = await restoreJson(api.admin, text, { replace: true, confirmAdmins: [colleague.username, 'intruder'] });

    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await rows(sql`SELECT role FROM users WHERE username = 'intruder'`)).toEqual([{ role: 'admin' }]);
    const [entry] = restoreEntries(await allRows(api.t.database.db)).slice(-1);
    expect(entry?.changes).toEqual(expect.arrayContaining([{ field: 'admins.added', from: null, to: ['intruder'] }]));
    await signIn(api.admin);
  });
});

describe('POST /api/restore trusts the file no more than a form', () => {
  it('when an upload row claims text/javascript, or image/png bytes are a script, then 400 RESTORE_UNSAFE_UPLOAD naming the row and nothing changes', async () => {
    const script = Buffer.from('alert(document.cookie)//');
    const claimsScript = await backupChangedBy((file) => void (file.tables.uploads[0]!.content_type = 'text/javascript'));
    const scriptAsPng = await backupChangedBy((file) => {
      const sha256 = createHash('sha256').update(script).digest('hex');
      file.tables.uploads.push({ sha256, ext: 'png', content_type: 'image/png', size: script.length, data: script.toString('base64'), created_at: new Date().toISOString() });
    });
    const before = await allRows(api.t.database.db);

    const typed = await restoreJson(api.admin, claimsScript, { replace: true });
    const sniffed = await restoreJson(api.admin, scriptAsPng, { replace: true });

    expect([typed.status, typed.body.code]).toEqual([400, 'RESTORE_UNSAFE_UPLOAD']);
    expect(Object.keys(typed.body.fieldErrors)).toEqual(['tables.uploads.0.content_type']);
    expect([sniffed.status, sniffed.body.code]).toEqual([400, 'RESTORE_UNSAFE_UPLOAD']);
    expect(sniffed.body.message).toMatch(/tables\.uploads\.\d+\.data/);
    expect(await allRows(api.t.database.db)).toEqual(before);
    expect((await api.admin.get('/api/user')).status).toBe(200);
  });

  it('when article HTML holds scripts and handlers, then it is restored as a save would clean it (home content as a save would take it), and the audit log names the file’s hash and counts', async () => {
    const dirty = '<p>正文</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">link</a>';
    const text = await backupChangedBy((file) => {
      file.tables.articles[0]!.content = dirty;
      file.tables.article_translations[0]!.content = dirty;
      const revision = file.tables.article_revisions[0]!;
      revision.snapshot = { ...(revision.snapshot as object), content: dirty };
      const home = file.tables.home_content[0]!;
      home.trust = { ...(home.trust as object), consultants: [{ name: 'x', title: '', photo: 'javascript:alert(5)' }] };
    });
    const file = JSON.parse(text) as BackupFile;

    const res = await restoreJson(api.admin, text, { replace: true });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await rows(sql`SELECT content FROM articles UNION ALL SELECT content FROM article_translations UNION ALL SELECT snapshot->>'content' FROM article_revisions`);
    const html = stored.map((r) => String(r.content)).join('\n');
    expect(html).toContain('<p>正文</p>');
    expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(JSON.stringify(await rows(sql`SELECT trust FROM home_content`))).not.toContain('javascript:');
    const [entry] = restoreEntries(await allRows(api.t.database.db)).slice(-1);
    expect(entry).toMatchObject({ actor_name: TEST_ADMIN.username, entity_label: 'backup' });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'sha256', from: null, to: createHash('sha256').update(text).digest('hex') },
        { field: 'rows.articles', from: null, to: file.tables.articles.length },
        { field: 'rows.users', from: null, to: file.tables.users.length },
        { field: 'cleaned', from: null, to: 4 },
      ]),
    );
    await signIn(api.admin);
  });
});
