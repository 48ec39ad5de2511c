import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../src/shared/schemas/articles';
import type { MediaPage } from '../../src/shared/schemas/media';
import { apiJson, eventually, toast, visible } from './admin-helpers';
import { launchBrowser, newPage, signInAsAdmin } from './fixtures';

let browser: Browser;
let page: Page;
const title = `E2E 图片新闻 ${Date.now()}`;
let id = 0;

const dialog = () => page.getByTestId('article-dialog');
const picture = (width: number, height: number, r: number) => sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } }).png().toBuffer();

/** Drops a file on an element as a browser would (a DataTransfer holding the file). */
async function dropFile(target: ReturnType<Page['locator']>, name: string, bytes: Buffer) {
  const data = await page.evaluateHandle(
    ({ name: fileName, base64 }) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([raw], fileName, { type: 'image/png' }));
      return transfer;
    },
    { name, base64: bytes.toString('base64') },
  );
  // ProseMirror places a drop by its coordinates: drop inside the editor, not at (0, 0)
  const box = (await target.boundingBox())!;
  await target.dispatchEvent('drop', { dataTransfer: data, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
});

afterAll(async () => {
  await browser?.close();
});

describe('media (admin and visitor)', () => {
  it('when staff drop an image into the editor and upload a cover, then publish, the visitor page shows both with srcset', async () => {
    const inline = await picture(1400, 700, Date.now() % 256);
    const cover = await picture(1800, 900, (Date.now() + 7) % 256);
    await page.goto('/articles?new=true');
    await visible(dialog());
    await dialog().getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await dialog().locator('#article-category').click();
    await page.getByRole('option', { name: '新闻' }).click();
    const editor = dialog().getByTestId('rich-text');
    await editor.click();
    await page.keyboard.type('办公室照片如下。');

    await dropFile(editor, 'office.png', inline);
    await visible(editor.locator('img[data-media-id]'));
    await dialog().getByTestId('cover-upload').locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    await toast(page, '封面已上传');
    await eventually(async () => /^\/media\/[a-f0-9]{24}\/w960\.webp$/.test(await dialog().locator('#article-image').inputValue()));
    await page.screenshot({ path: '/tmp/media-editor-1280.png' });
    await dialog().getByRole('button', { name: '保存草稿' }).click();
    await toast(page, '草稿已保存');
    await dialog().getByRole('button', { name: '发布' }).click();
    await toast(page, '已发布');
    const saved = (await apiJson<Article[]>(page, 'GET', '/api/articles')).find((a) => a.title === title)!;
    id = saved.id;

    expect(saved.content).toMatch(/<img src="\/media\/[a-f0-9]{24}\/w960\.webp"[^>]*data-media-id="[a-f0-9]{24}"/);
    expect(saved.imageUrl).toMatch(/^\/media\/[a-f0-9]{24}\/w960\.webp$/);

    const visitor = await newPage(browser, { width: 375, height: 800 });
    await visitor.goto(`/news/${id}`);
    await visible(visitor.getByRole('heading', { name: title }));
    const body = visitor.locator('.prose-content img[data-media-id]');
    const coverImg = visitor.getByTestId('article-cover').locator('img');

    expect(await body.getAttribute('srcset')).toMatch(/w480\.webp 480w, \S+w960\.webp 960w, \S+w1600\.webp 1400w$/);
    expect(await body.getAttribute('sizes')).toBeTruthy();
    expect(await body.getAttribute('width')).toBe('1400');
    expect(await body.getAttribute('loading')).toBe('lazy');
    expect(await coverImg.getAttribute('srcset')).toContain('480w');
    expect(await coverImg.getAttribute('width')).toBe('1800');
    // a phone loads a narrow copy of the cover, not the 1600 px one
    await eventually(() => coverImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    expect(await coverImg.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toContain('w1600');
    // the article's own share picture, drawn with its cover (modules/share-images), names the page in links shared
    const ogImage = (await visitor.locator('meta[property="og:image"]').getAttribute('content'))!;
    expect(ogImage).toMatch(/\/og\/articles\/\d+\/zh-[a-f0-9]+\.png$/);
    const shared = await visitor.request.get(ogImage);
    expect([shared.status(), shared.headers()['content-type']]).toEqual([200, 'image/png']);
    await visitor.screenshot({ path: '/tmp/media-visitor-375.png', fullPage: true });
    await visitor.context().close();
  });

  it('when staff open the media library, then the images show with where they are used, and delete is refused with that list', async () => {
    const library = await apiJson<MediaPage>(page, 'GET', '/api/media?page=1');
    const used = library.items.find((i) => i.usedIn.some((u) => u.id === id))!;
    await page.goto('/media-library');
    const tile = page.locator(`[data-testid=media-tile][data-media-id="${used.id}"]`);
    await visible(tile);
    await visible(tile.getByRole('link', { name: title }));
    await page.screenshot({ path: '/tmp/media-library-1280.png' });

    await tile.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();

    await visible(page.getByTestId('media-in-use').getByText(title));
  });

  it('when an English-speaking editor opens the library on a phone, then it speaks English', async () => {
    const phone = await newPage(browser, { width: 375, height: 800, lang: 'en' });
    await signInAsAdmin(phone);

    await phone.goto('/media-library');

    await visible(phone.getByRole('heading', { name: 'Media library' }));
    await visible(phone.getByText('Alt text (English)').first());
    await phone.screenshot({ path: '/tmp/media-library-en-375.png', fullPage: true });
    await phone.context().close();
  });
});
