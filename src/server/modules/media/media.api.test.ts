import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../test/sample-images';
import { setupApiSuite, uniqueName, type Agent } from '../../test/test-app';
import { animatedGif, jpegWithGps, pngBomb, pngOf } from './media.fixtures';

const api = setupApiSuite();

const upload = (agent: Agent | ReturnType<typeof api.anon>, bytes: Buffer, filename = 'photo.jpg', contentType?: string) =>
  agent.post('/api/media').attach('file', bytes, contentType ? { filename, contentType } : filename);

const binary = (agent: ReturnType<typeof api.anon>, url: string) =>
  agent
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const parts: Buffer[] = [];
      r.on('data', (c: Buffer) => parts.push(c));
      r.on('end', () => cb(null, Buffer.concat(parts)));
    });

describe('POST /api/media', () => {
  it('when a JPEG with EXIF GPS is uploaded, then WebP 480/960/1600 and a 1200 JPEG are made, none with metadata', async () => {
    const photo = await jpegWithGps(2000, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload(api.admin, photo);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 2000, height: 1200, url: `/media/${res.body.id}/w960.webp`, ogUrl: `/media/${res.body.id}/og1200.jpg`, contentType: 'image/jpeg' });
    expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
    for (const url of [...res.body.variants.map((v: { url: string }) => v.url), res.body.ogUrl]) {
      const file = await binary(api.anon(), url);
      const meta = await sharp(file.body as Buffer).metadata();
      expect(file.status).toBe(200);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.format).toBe(url.endsWith('.jpg') ? 'jpeg' : 'webp');
      expect(meta.width).toBe(Number(/(\d+)\.(webp|jpg)$/.exec(url)![1]));
    }
  });

  it('when the original is narrower than a variant, then nothing is upscaled and the wider names serve the widest copy', async () => {
    const res = await upload(api.admin, await pngOf(700, 350), 'small.png');
    const w1600 = await binary(api.anon(), `/media/${res.body.id}/w1600.webp`);
    const og = await binary(api.anon(), res.body.ogUrl);

    expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 700]);
    expect((await sharp(w1600.body as Buffer).metadata()).width).toBe(700);
    expect((await sharp(og.body as Buffer).metadata()).width).toBe(700);
  });

  it('when the bytes are JPEG but the name says .png, then it is a JPEG; text named .jpg is refused with 415', async () => {
    const jpeg = await upload(api.admin, await jpegWithGps(300, 200), 'photo.png', 'image/png');
    const text = await upload(api.admin, Buffer.from('not an image at all, just words'), 'photo.jpg', 'image/jpeg');

    expect(jpeg.status).toBe(201);
    expect(jpeg.body.contentType).toBe('image/jpeg');
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('when the file is over 10 MB, then 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await upload(api.admin, Buffer.concat([pngImage(), Buffer.alloc(10 * 1024 * 1024 + 10)]), 'big.png');

    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('when a small file claims 400 megapixels (a decompression bomb), then 422 IMAGE_TOO_MANY_PIXELS, before decoding', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);

    const res = await upload(api.admin, bomb, 'bomb.png');

    expect(res.status).toBe(422);
    expect(res.body.code).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('when an animated GIF is uploaded, then its variants are its first frame', async () => {
    const res = await upload(api.admin, await animatedGif(64, 32), 'anim.gif');
    const w480 = await binary(api.anon(), res.body.variants[0].url);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 64, height: 32 });
    expect((await sharp(w480.body as Buffer).metadata()).pages ?? 1).toBe(1);
  });

  it('when the same image is uploaded twice, then it is one image with one id', async () => {
    const png = await pngOf(100, 100);

    const a = await upload(api.admin, png, 'a.png');
    const b = await upload(api.admin, png, 'b.png');

    expect(b.body.id).toBe(a.body.id);
  });

  it('when the caller is anonymous or a role-user, then 401 or 403', async () => {
    const png = await pngOf(10, 10);

    expect((await upload(api.anon(), png)).status).toBe(401);
    expect((await upload(api.user, png)).status).toBe(403);
  });
});

describe('GET /media/:id/:variant', () => {
  it('when a variant is fetched, then it is cached for a year as immutable, and a revalidation is a 304', async () => {
    const { body } = await upload(api.admin, await pngOf(500, 300), 'cache.png');

    const first = await api.anon().get(body.url);
    const again = await api.anon().get(body.url).set('If-None-Match', first.headers.etag!);

    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.status).toBe(304);
  });

  it('when the image or the variant name is unknown, then 404 JSON', async () => {
    const unknown = await api.anon().get(`/media/${'a'.repeat(24)}/w960.webp`);
    const odd = await api.anon().get(`/media/${'a'.repeat(24)}/w960.png`);

    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect(odd.status).toBe(404);
  });
});

describe('the media library', () => {
  const article = (fields: Record<string, unknown>) =>
    api.admin.post('/api/articles').send({ title: uniqueName('Media article'), content: '<p>text</p>', category: 'news', status: 'Published', ...fields });

  it('when an image is a cover or in content, then the library lists those articles, delete is refused 409 with them, and allowed once unused', async () => {
    const cover = (await upload(api.admin, await pngOf(800, 400), 'cover.png')).body;
    const inline = (await upload(api.admin, await pngOf(600, 600), 'inline.png')).body;
    const a = (await article({ imageUrl: cover.url })).body;
    const b = (await article({ content: `<p>x</p><img src="${inline.url}" data-media-id="${inline.id}" alt="">` })).body;

    const list = await api.admin.get('/api/media').query({ page: 1 });
    const refused = await api.admin.delete(`/api/media/${cover.id}`);
    await api.admin.put(`/api/articles/${a.id}`).send({ imageUrl: '' });
    const allowed = await api.admin.delete(`/api/media/${cover.id}`);
    const gone = await api.anon().get(cover.url);

    const tile = (id: string) => list.body.items.find((i: { id: string }) => i.id === id);
    expect(tile(cover.id).usedIn).toEqual([expect.objectContaining({ id: a.id, title: a.title, trashed: false })]);
    expect(tile(inline.id).usedIn).toEqual([expect.objectContaining({ id: b.id })]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('MEDIA_IN_USE');
    expect(refused.body.fieldErrors.usedIn).toEqual([a.title]);
    expect(allowed.status).toBe(204);
    expect(gone.status).toBe(404);
  });

  it('when staff set alt text, then the public article shows it with srcset, sizes, size and lazy loading, and the cover as og:image', async () => {
    const img = (await upload(api.admin, await pngOf(1800, 900), 'alt.png')).body;
    const patched = await api.admin.patch(`/api/media/${img.id}`).send({ alt: '新加坡办公室', altEn: 'Singapore office' });
    const { body: created } = await article({ imageUrl: img.url, content: `<p>a</p><img src="${img.url}" data-media-id="${img.id}" alt="">` });

    const zh = await api.anon().get(`/api/public/articles/${created.id}`);

    expect(patched.status).toBe(200);
    expect(zh.body.cover).toEqual({ src: img.url, srcSet: expect.stringContaining(`/media/${img.id}/w1600.webp 1600w`), width: 1800, height: 900, alt: '新加坡办公室', ogUrl: img.ogUrl });
    expect(zh.body.content).toMatch(/<img [^>]*srcset="[^"]*w480\.webp 480w/);
    expect(zh.body.content).toContain('sizes="(min-width: 1024px) 768px, 100vw"');
    expect(zh.body.content).toContain('width="1800" height="900"');
    expect(zh.body.content).toContain('loading="lazy"');
    expect(zh.body.content).toContain('alt="新加坡办公室"');
  });

  it('when an article shows an external image, then it is served as before, without srcset', async () => {
    const { body: created } = await article({ imageUrl: 'https://example.com/a.jpg', content: '<p>a</p><img src="https://example.com/b.jpg" alt="b">' });

    const res = await api.anon().get(`/api/public/articles/${created.id}`);

    expect(res.body.cover).toBeUndefined();
    expect(res.body.content).toBe('<p>a</p><img src="https://example.com/b.jpg" alt="b" />');
  });

  it('when the library is searched by alt text, then only matching images come back; a role-user is refused', async () => {
    const word = uniqueName('alt');
    const img = (await upload(api.admin, await pngOf(50, 50), 'q.png')).body;
    await api.admin.patch(`/api/media/${img.id}`).send({ alt: word });

    const found = await api.admin.get('/api/media').query({ q: word });
    const member = await api.user.get('/api/media');

    expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([img.id]);
    expect(found.body.total).toBe(1);
    expect(member.status).toBe(403);
  });
});

describe('the QR code upload through the same pipeline', () => {
  it('when a QR image carries EXIF GPS, then it is stored at its own size without metadata, on the same contract', async () => {
    const photo = await jpegWithGps(640, 480);

    const res = await api.admin.post('/api/upload/qrcode').field('platform', 'wechat').attach('qrcode', photo, 'qr.jpg');
    const served = await binary(api.anon(), res.body.filePath);
    const meta = await sharp(served.body as Buffer).metadata();

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ platform: 'wechat', filePath: expect.stringMatching(/^\/uploads\/qrcodes\/[a-f0-9]{64}\.jpg$/) });
    expect(meta).toMatchObject({ width: 640, height: 480, format: 'jpeg' });
    expect(meta.exif).toBeUndefined();
  });

  it('when a QR image is a decompression bomb, then it is refused', async () => {
    const res = await api.admin.post('/api/upload/qrcode').field('platform', 'line').attach('qrcode', pngBomb(), 'qr.png');

    expect(res.status).toBe(422);
    expect(res.body.code).toBe('IMAGE_TOO_MANY_PIXELS');
  });
});
