import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gifImage, jpegImage, oversizedPng, pngImage, svgImage, webpImage } from '../../test/sample-images';
import { setupApiSuite, type Agent } from '../../test/test-app';

const api = setupApiSuite();

const upload = (agent: Agent | ReturnType<typeof api.anon>, platform: string | undefined, bytes: Buffer | undefined, name = 'qr.png', contentType?: string) => {
  let req = agent.post('/api/upload/qrcode');
  if (platform !== undefined) req = req.field('platform', platform);
  if (bytes) req = req.attach('qrcode', bytes, contentType ? { filename: name, contentType } : name);
  return req;
};

describe('POST /api/upload/qrcode', () => {
  it('when an admin uploads a PNG, then it is stored by hash, served and set on the contact row', async () => {
    const png = pngImage(4, 4, [200, 10, 10]);
    const sha = createHash('sha256').update(png).digest('hex');

    const res = await upload(api.admin, 'wechat', png);
    const served = await api.anon().get(res.body.filePath).buffer(true).parse((r, cb) => {
      const parts: Buffer[] = [];
      r.on('data', (c: Buffer) => parts.push(c));
      r.on('end', () => cb(null, Buffer.concat(parts)));
    });
    const contact = await api.anon().get('/api/contact');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ platform: 'wechat', filePath: `/uploads/qrcodes/${sha}.png` });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    expect(contact.body.wechatQrcode).toBe(res.body.filePath);
  });

  it.each([
    ['GIF', gifImage(), 'gif', 'image/gif'],
    ['WEBP', webpImage(), 'webp', 'image/webp'],
    ['JPEG', jpegImage(), 'jpg', 'image/jpeg'],
  ])('when the file is a %s, then it is accepted with its own extension', async (_name, bytes, ext, type) => {
    const res = await upload(api.admin, 'line', bytes, 'anything.bin', 'application/octet-stream');
    const served = await api.anon().get(res.body.filePath);

    expect(res.status).toBe(200);
    expect(res.body.filePath).toMatch(new RegExp(`\\.${ext}$`));
    expect(served.headers['content-type']).toBe(type);
  });

  it('when the bytes are a PNG but the name and header say text, then the bytes decide', async () => {
    const res = await upload(api.admin, 'skype', pngImage(1, 1), 'notes.txt', 'text/plain');

    expect(res.status).toBe(200);
    expect(res.body.filePath).toMatch(/\.png$/);
  });

  it.each([
    ['an SVG', svgImage(), 'qr.svg', 'image/svg+xml'],
    ['text named .png', Buffer.from('definitely not an image'), 'qr.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'qr.png', 'image/png'],
  ])('when the file is %s, then 415', async (_name, bytes, filename, contentType) => {
    const res = await upload(api.admin, 'wechat', bytes, filename, contentType);

    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/JPEG, PNG, GIF and WEBP/);
  });

  it('when the file is over 5 MB, then 413 with the spec message', async () => {
    const res = await upload(api.admin, 'wechat', oversizedPng());

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'file too large, cannot exceed 5MB', error: 'file too large, cannot exceed 5MB', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('when the file, the platform or the multipart body is missing or wrong, then 400', async () => {
    const noFile = await upload(api.admin, 'wechat', undefined);
    const noPlatform = await upload(api.admin, undefined, pngImage());
    const badPlatform = await upload(api.admin, 'myspace', pngImage());
    const wrongField = await api.admin.post('/api/upload/qrcode').field('platform', 'wechat').attach('image', pngImage(), 'qr.png');
    const json = await api.admin.post('/api/upload/qrcode').send({ platform: 'wechat' });

    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/no file/);
    expect(noPlatform.status).toBe(400);
    expect(badPlatform.status).toBe(400);
    expect(badPlatform.body.fieldErrors).toHaveProperty('platform');
    expect(wrongField.status).toBe(400);
    expect(json.status).toBe(400);
  });

  it('when the same image is uploaded twice, then it is stored once under one path', async () => {
    const png = pngImage(5, 5, [1, 2, 3]);

    const a = await upload(api.admin, 'telegram', png);
    const b = await upload(api.admin, 'whatsapp', png);

    expect(a.body.filePath).toBe(b.body.filePath);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    const anonymous = await upload(api.anon(), 'wechat', pngImage());
    const member = await upload(api.user, 'wechat', pngImage());

    expect(anonymous.status).toBe(401);
    expect(member.status).toBe(403);
  });
});

describe('GET /uploads/qrcodes/:file', () => {
  it('when the file is unknown or the name malformed, then 404 JSON', async () => {
    const unknown = await api.anon().get(`/uploads/qrcodes/${'b'.repeat(64)}.png`);
    const malformed = await api.anon().get('/uploads/qrcodes/..%2F..%2Fetc%2Fpasswd');
    const odd = await api.anon().get('/uploads/qrcodes/abc.svg');

    for (const res of [unknown, malformed, odd]) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.message).toBe('file not found');
    }
  });

  it('when the browser revalidates with the ETag, then 304', async () => {
    const { body } = await upload(api.admin, 'facebook', pngImage(6, 6));
    const first = await api.anon().get(body.filePath);

    const second = await api.anon().get(body.filePath).set('If-None-Match', first.headers.etag!);

    expect(second.status).toBe(304);
  });

  it('when the extension does not match the stored type, then 404', async () => {
    const { body } = await upload(api.admin, 'douyin', pngImage(7, 7));

    const res = await api.anon().get(body.filePath.replace(/\.png$/, '.gif'));

    expect(res.status).toBe(404);
  });
});
