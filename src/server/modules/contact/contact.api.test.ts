import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactInfo } from '../../../shared/schemas/contact';
import { pngImage } from '../../test/sample-images';
import { setupApiSuite } from '../../test/test-app';

const api = setupApiSuite();
let contactId: number;

beforeAll(async () => {
  contactId = (await api.anon().get('/api/contact')).body.id;
});

let colour = 0;
async function uploadQr(platform: string): Promise<string> {
  const res = await api.admin.post('/api/upload/qrcode').field('platform', platform).attach('qrcode', pngImage(3, 3, [++colour, 7, 9]), 'qr.png');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.filePath;
}

describe('GET /api/contact', () => {
  it('when fields are empty, then they are answered empty (the site shows its defaults) and QR codes stay null', async () => {
    await api.admin.patch(`/api/contact/${contactId}`).send({ address: '', phone: null, email: '', wechat: '', wechatQrcode: null });

    const res = await api.anon().get('/api/contact');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address: '', phone: '', email: '', wechat: '', id: contactId, wechatQrcode: null, xiaohongshuQrcode: null, skypeQrcode: null });
    expect(JSON.stringify(res.body)).not.toContain('未设置'); // the display defaults are the site's, not data
    expect(res.body.whatsapp).toBe('');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('when an admin reads it, then it is not cached', async () => {
    const res = await api.admin.get('/api/contact');

    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('PATCH and PUT /api/contact/:id', () => {
  it.each(['patch', 'put'] as const)('when an admin sends %s with text fields, then they are saved and shown publicly', async (method) => {
    const before = await api.anon().get('/api/contact');
    const phone = `+65 6${method === 'patch' ? '111' : '222'} 0000`;

    const res = await api.admin[method](`/api/contact/${contactId}`).send({ phone, email: 'hello@example.sg', address: '1 Raffles Place', unknown: 'x' });
    const after = await api.anon().get('/api/contact').set('If-None-Match', before.headers.etag!);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone, email: 'hello@example.sg', address: '1 Raffles Place' });
    expect(res.body).not.toHaveProperty('unknown');
    expect(after.status).toBe(200);
    expect((after.body as ContactInfo).phone).toBe(phone);
  });

  it('when the email is invalid or a field too long, then 400 with field errors', async () => {
    const res = await api.admin.patch(`/api/contact/${contactId}`).send({ email: 'not-an-email', address: 'x'.repeat(501) });

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['email', 'address']));
  });

  it('when a QR path is not one of our uploads, then 400', async () => {
    const foreign = await api.admin.patch(`/api/contact/${contactId}`).send({ wechatQrcode: 'https://evil.example/qr.png' });
    const missing = await api.admin.patch(`/api/contact/${contactId}`).send({ wechatQrcode: `/uploads/qrcodes/${'a'.repeat(64)}.png` });

    expect(foreign.status).toBe(400);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('wechatQrcode');
  });

  it('when a QR field is set to null, then the image is deleted unless another field uses it', async () => {
    const wechat = await uploadQr('wechat');
    const shared = await uploadQr('douyin');
    await api.admin.patch(`/api/contact/${contactId}`).send({ facebookQrcode: shared });

    const cleared = await api.admin.patch(`/api/contact/${contactId}`).send({ wechatQrcode: null });
    await api.admin.patch(`/api/contact/${contactId}`).send({ douyinQrcode: null });

    expect(cleared.status).toBe(200);
    expect(cleared.body.wechatQrcode).toBeNull();
    expect((await api.anon().get(wechat)).status).toBe(404);
    expect((await api.anon().get(shared)).status).toBe(200);
    expect((await api.anon().get('/api/contact')).body.facebookQrcode).toBe(shared);
  });

  it('when a QR code is replaced by a new upload, then the old image is deleted', async () => {
    const first = await uploadQr('instagram');

    const second = await uploadQr('instagram');

    expect(second).not.toBe(first);
    expect((await api.anon().get(first)).status).toBe(404);
    expect((await api.anon().get(second)).status).toBe(200);
  });

  it('when the id is unknown or bad, then 404 or 400', async () => {
    expect((await api.admin.patch('/api/contact/2147483647').send({ phone: '1' })).status).toBe(404);
    expect((await api.admin.put('/api/contact/one').send({ phone: '1' })).status).toBe(400);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    expect((await api.anon().patch(`/api/contact/${contactId}`).send({ phone: '1' })).status).toBe(401);
    expect((await api.user.put(`/api/contact/${contactId}`).send({ phone: '1' })).status).toBe(403);
  });
});

describe('English contact details', () => {
  it('when English prose is set, then ?lang=en answers it and ?lang=zh the Chinese; both carry the English fields', async () => {
    await api.admin.patch(`/api/contact/${contactId}`).send({ address: '莱佛士坊1号', addressEn: '1 Raffles Place', businessHours: '周一至周五', businessHoursEn: 'Weekdays', weekendHours: '周六', weekendHoursEn: 'Saturdays' });

    const zh = await api.anon().get('/api/contact?lang=zh');
    const en = await api.anon().get('/api/contact?lang=en');

    expect(zh.body).toMatchObject({ address: '莱佛士坊1号', addressEn: '1 Raffles Place', businessHours: '周一至周五', businessHoursEn: 'Weekdays' });
    expect(en.body).toEqual({ ...zh.body, address: '1 Raffles Place', businessHours: 'Weekdays', weekendHours: 'Saturdays' });
  });

  it('when an English field is empty, then ?lang=en answers the Chinese value, else empty', async () => {
    await api.admin.patch(`/api/contact/${contactId}`).send({ address: '莱佛士坊1号', addressEn: '', weekendHours: '', weekendHoursEn: null });

    const en = await api.anon().get('/api/contact?lang=en');

    expect(en.body).toMatchObject({ address: '莱佛士坊1号', addressEn: '', weekendHours: '', weekendHoursEn: '' });
  });

  it('when an admin tool reads the contact row and writes it back unchanged, then 200 and nothing changes', async () => {
    await api.admin.patch(`/api/contact/${contactId}`).send({ email: '', address: '', phone: '+65 6000 1234' });
    const { updatedAt: _before, ...read } = (await api.admin.get('/api/contact')).body as Record<string, unknown>;

    const put = await api.admin.put(`/api/contact/${contactId}`).send(read);
    const { updatedAt: _after, ...again } = (await api.admin.get('/api/contact')).body as Record<string, unknown>;

    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(again).toEqual(read);
  });
});
