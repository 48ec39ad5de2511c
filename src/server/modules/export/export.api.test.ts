import { describe, expect, it } from 'vitest';
import { MESSAGE_ADMIN_NEEDED, MESSAGE_LOGIN_NEEDED } from '../auth/auth.guards';
import { setupApiSuite } from '../../test/test-app';

const api = setupApiSuite();

describe('GET /api/export/data', () => {
  it('when an admin asks, then the answer names a timestamped file and its download URL', async () => {
    const res = await api.admin.get('/api/export/data');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, downloadUrl: expect.any(String), filename: expect.stringMatching(/^site-data-.+\.json$/), message: expect.any(String) });
    expect(res.body.downloadUrl).toContain(res.body.filename);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403 with the spec messages', async () => {
    const anonymous = await api.anon().get('/api/export/data');
    const member = await api.user.get('/api/export/data');

    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(MESSAGE_LOGIN_NEEDED);
    expect(anonymous.body.message).toBe('you need to log in first to perform this action');
    expect(member.status).toBe(403);
    expect(member.body.message).toBe(MESSAGE_ADMIN_NEEDED);
    expect(member.body.message).toBe('you do not have permission, administrator rights needed');
  });
});

describe('GET the download URL', () => {
  it('when an admin downloads it, then it is a JSON attachment with all site data and no passwords', async () => {
    await api.anon().post('/api/public/consultations').send({ name: 'Export', email: 'e@example.com', phone: '+65 6123 4567', message: 'hi', consent: true });
    const { body } = await api.admin.get('/api/export/data');

    const res = await api.admin.get(body.downloadUrl);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?${body.filename.replace(/\./g, '\\.')}"?$`));
    const data = JSON.parse(res.text);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['articles', 'categories', 'contact', 'consultations', 'users']));
    expect(data.articles.length).toBeGreaterThanOrEqual(35);
    expect(data.categories).toHaveLength(5);
    expect(data.consultations.some((c: { name: string }) => c.name === 'Export')).toBe(true);
    expect(data.users.map((u: { username: string }) => u.username)).toContain('admin');
    expect(res.text).not.toMatch(/password/i);
  });

  it('when the caller is not an admin or the name is not an export, then 401, 403 or 400', async () => {
    const { body } = await api.admin.get('/api/export/data');

    expect((await api.anon().get(body.downloadUrl)).status).toBe(401);
    expect((await api.user.get(body.downloadUrl)).status).toBe(403);
    expect((await api.admin.get('/api/export/download/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});
