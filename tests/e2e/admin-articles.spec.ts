import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../src/shared/schemas/articles';
import { apiJson, eventually, toast, visible } from './admin-helpers';
import { baseURL, launchBrowser, newPage, signInAsAdmin } from './fixtures';

let browser: Browser;
/** the signed-in admin's page; each test makes the article it works on */
let page: Page;
const stamp = Date.now();
/** every article the tests made, deleted at the end so the other specs see the site as it was */
const made: number[] = [];

const dialog = () => page.getByTestId('article-dialog');
const findArticle = async (found: (a: Article) => boolean) => (await apiJson<Article[]>(page, 'GET', '/api/articles')).find(found);
const byId = (id: number) => findArticle((a) => a.id === id);

/** A news article with rich text and a table, as the editor saves one, made through the API. */
async function newsArticle(title: string, status: 'Draft' | 'Published'): Promise<Article> {
  const article = await apiJson<Article>(page, 'POST', '/api/articles', {
    title,
    category: 'news',
    status,
    content: '<p>移民局公布了新的申请流程。<strong>请于月底前提交材料</strong></p>',
    tableData: { caption: '申请费用', headers: ['项目', '费用'], rows: [['申请费', 'S$100']] },
  });
  made.push(article.id);
  return article;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signInAsAdmin(page);
});

afterAll(async () => {
  // one the test deleted answers 404
  if (page) for (const id of made) await page.request.delete(`/api/articles/${id}`, { headers: { Origin: baseURL() } });
  await browser?.close();
});

describe('articles (admin)', () => {
  it('when a draft is written with rich text, a table and tags, then it is saved as Draft with all of them', async () => {
    const title = `E2E 新加坡签证新闻 ${stamp}`;
    await page.goto('/articles?new=true');
    await visible(dialog());

    await dialog().getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await dialog().locator('#article-category').click();
    await page.getByRole('option', { name: '新闻' }).click();
    const editor = dialog().getByTestId('rich-text');
    const editorFocused = () => eventually(() => editor.evaluate((el) => el === document.activeElement));
    await editor.click();
    await editorFocused();
    await page.keyboard.type('移民局公布了新的申请流程。');
    await dialog().getByRole('button', { name: '加粗' }).click();
    await editorFocused();
    await page.keyboard.type('请于月底前提交材料');
    await dialog().getByRole('button', { name: '加粗' }).click();
    await page.keyboard.press('Enter');
    await dialog().getByRole('button', { name: '项目符号列表' }).click();
    await editorFocused();
    await page.keyboard.type('准备护照复印件');
    await eventually(async () => (await editor.locator('ul li').textContent()) === '准备护照复印件');
    const tags = dialog().locator('#article-tags');
    await tags.fill('移民');
    await tags.press('Enter');
    await tags.fill('新闻,');
    await tags.fill('移民');
    await tags.press('Enter');
    await dialog().getByRole('button', { name: '添加表格' }).click();
    await dialog().getByRole('textbox', { name: '表格标题' }).fill('申请费用');
    await dialog().getByRole('textbox', { name: '第 1 列标题' }).fill('项目');
    await dialog().getByRole('textbox', { name: '第 2 列标题' }).fill('费用');
    await dialog().getByRole('textbox', { name: '第 1 行第 1 列' }).fill('申请费');
    await dialog().getByRole('textbox', { name: '第 1 行第 2 列' }).fill('S$100');
    await dialog().locator('#article-meta').fill('新加坡移民局最新申请流程');
    expect(await dialog().getByTestId('meta-count').textContent()).toBe('12 / 160');
    expect(await dialog().getByTestId('tag-list').locator('li').allTextContents()).toEqual(['移民', '新闻']);

    await dialog().getByRole('button', { name: '保存草稿' }).click();

    await toast(page, '草稿已保存');
    await visible(dialog().getByTestId('saved-at'));
    await visible(dialog().getByRole('button', { name: '发布' }));
    // the address now names the created article, so a reload reopens it rather than a blank form
    await eventually(() => /^\?edit=\d+$/.test(new URL(page.url()).search));
    await dialog().getByRole('button', { name: '关闭' }).click();
    await eventually(async () => (await dialog().count()) === 0);
    expect(new URL(page.url()).search).toBe('');
    const saved = await findArticle((a) => a.title === title);
    if (saved) made.push(saved.id);
    expect(saved).toMatchObject({ status: 'Draft', published: false, category: 'news', type: 'news', tags: ['移民', '新闻'] });
    expect(saved!.content).toContain('<strong>请于月底前提交材料</strong>');
    expect(saved!.content).toContain('<ul>');
    expect(saved!.tableData).toEqual({ caption: '申请费用', headers: ['项目', '费用'], rows: [['申请费', 'S$100']] });
  });

  it('when the draft is opened from its row and published, then the address follows, it is Published and the editor stays open', async () => {
    const title = `E2E 待发布的新闻 ${stamp}`;
    const { id } = await newsArticle(title, 'Draft');
    await page.goto('/articles?tab=draft');
    await page.getByRole('searchbox').fill(title);

    await page.getByRole('button', { name: `编辑“${title}”` }).click();
    await visible(dialog().getByRole('textbox', { name: '标题', exact: true }));
    expect(new URL(page.url()).searchParams.get('edit')).toBe(String(id));
    await dialog().getByRole('button', { name: '发布' }).click();

    await toast(page, '已发布');
    await eventually(async () => (await byId(id))?.status === 'Published');
    await visible(dialog().getByRole('button', { name: '取消发布' }));
    await dialog().getByRole('button', { name: '关闭' }).click();
    await eventually(async () => (await dialog().count()) === 0);
    expect(new URL(page.url()).searchParams.has('edit')).toBe(false);
  });

  it('when the article is published, then the public news page shows its text and table', async () => {
    const title = `E2E 已发布的新闻 ${stamp}`;
    const { id } = await newsArticle(title, 'Published');
    const visitor = await newPage(browser);

    await visitor.goto(`/news/${id}`);

    await visible(visitor.getByRole('heading', { name: title }));
    await visible(visitor.getByText('请于月底前提交材料'));
    await visible(visitor.getByText('申请费用'));
    await visible(visitor.getByRole('cell', { name: 'S$100' }));
    await visitor.context().close();
  });

  it('when the title is edited, then the list and the public page show the new title', async () => {
    const { id, title } = await newsArticle(`E2E 改标题的新闻 ${stamp}`, 'Published');
    const newTitle = `${title}（已更新）`;
    await page.goto(`/articles?edit=${id}`);
    const field = dialog().getByRole('textbox', { name: '标题', exact: true });
    await visible(field);

    await field.fill(newTitle);
    await dialog().getByRole('button', { name: '更新' }).click();

    await toast(page, '更新成功');
    await visible(dialog().getByTestId('saved-at'));
    expect((await byId(id))?.status).toBe('Published');
    await dialog().getByRole('button', { name: '关闭' }).click();
    await eventually(async () => (await dialog().count()) === 0);
    await page.getByRole('searchbox').fill(newTitle);
    await visible(page.getByTestId('article-row').filter({ hasText: newTitle }));
    const visitor = await newPage(browser);
    await visitor.goto(`/news/${id}`);
    await visible(visitor.getByRole('heading', { name: newTitle }));
    await visitor.context().close();
  });

  it('when a weight is typed into its row and Enter pressed, then it is saved and still there after a reload', async () => {
    const { id, title } = await newsArticle(`E2E 定权重的新闻 ${stamp}`, 'Published');
    await page.goto('/articles');
    await page.getByRole('searchbox').fill(title);
    const weight = page.getByTestId('article-row').filter({ hasText: title }).getByTestId('article-weight');
    await visible(weight);

    await weight.fill('7');
    await weight.press('Enter');

    await toast(page, '权重已保存');
    await eventually(async () => (await byId(id))?.weight === 7);
    await page.reload();
    await page.getByRole('searchbox').fill(title);
    await eventually(async () => (await page.getByTestId('article-row').filter({ hasText: title }).getByTestId('article-weight').inputValue()) === '7');
  });

  it('when a live article is unpublished after confirming, then it is a Draft and the buttons say so', async () => {
    const { id } = await newsArticle(`E2E 取消发布的新闻 ${stamp}`, 'Published');
    await page.goto(`/articles?edit=${id}`);
    await visible(dialog().getByRole('textbox', { name: '标题', exact: true }));

    await dialog().getByRole('button', { name: '取消发布' }).click();
    await page.getByRole('alertdialog', { name: '取消发布？' }).getByRole('button', { name: '确认取消发布' }).click();

    await toast(page, '已取消发布');
    await eventually(async () => (await byId(id))?.status === 'Draft');
    await visible(dialog().getByRole('button', { name: '保存草稿' }));
    await visible(dialog().getByRole('button', { name: '发布' }));
  });

  it('when a changed dialog is closed with Escape, then it asks before discarding', async () => {
    const { id, title } = await newsArticle(`E2E 放弃修改的新闻 ${stamp}`, 'Draft');
    await page.goto(`/articles?edit=${id}`);
    const field = dialog().getByRole('textbox', { name: '标题', exact: true });
    await visible(field);
    await field.fill('半途而废的标题');

    await page.keyboard.press('Escape');
    await visible(page.getByRole('alertdialog', { name: '放弃未保存的修改？' }));
    await page.getByRole('button', { name: '放弃修改' }).click();

    await eventually(async () => (await dialog().count()) === 0);
    expect((await byId(id))?.title).toBe(title);
  });

  it('when the article is deleted after confirming, then it is gone everywhere', async () => {
    const { id, title } = await newsArticle(`E2E 删除的新闻 ${stamp}`, 'Published');
    await page.goto('/articles');
    await page.getByRole('searchbox').fill(title);

    await page.getByRole('button', { name: `删除“${title}”` }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: '删除文章' }));
    await confirm.getByRole('button', { name: '确认删除' }).click();

    await toast(page, '删除成功');
    await visible(page.getByTestId('articles-empty'));
    const res = await page.request.get(`/api/public/articles/${id}`);
    expect(res.status()).toBe(404);
  });
});
