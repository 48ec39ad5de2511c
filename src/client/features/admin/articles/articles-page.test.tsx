// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '@/lib/session';
import type { ArticleCounts, ArticleListPage, ArticleListRow } from '@shared/schemas/articles';
import type { PublicUser } from '@shared/schemas/auth';
import { makeAdminArticle, makeSessionUser, renderAdmin } from '../shared/test-utils';
import ArticlesPage from './articles-page';

function row(id: number, over: Partial<ArticleListRow> = {}): ArticleListRow {
  return {
    id,
    articleId: null,
    title: `文章 ${id}`,
    summary: null,
    imageUrl: null,
    tags: [],
    weight: 0,
    status: 'Published',
    category: 'singapore-immigration',
    type: 'service',
    authorId: null,
    authorName: 'editor',
    updatedAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
    publishedAt: null,
    englishState: 'missing',
    englishNeedsUpdate: false,
    ...over,
  };
}

/** The counts of 23 articles: 15 published, 5 drafts (news), 3 archived. */
const counts: ArticleCounts = {
  total: 23,
  byStatus: { published: 15, draft: 5, archived: 3 },
  byCategory: { 'singapore-immigration': 18, 'singapore-education': 0, 'business-services': 0, 'value-added-services': 0, 'overseas-identity': 0, news: 5 },
};

/** Rows `from` to `to` (newest first) as the server pages 23 articles. */
const page = (n: number, total = 23): ArticleListPage => {
  const ids = Array.from({ length: total }, (_, i) => total - i).slice((n - 1) * 10, n * 10);
  return { articles: ids.map((id) => row(id)), total, page: n, pageSize: 10, counts };
};

/**
 * Answers GET /api/articles?… with `answer` (given the query), recording each query asked, and
 * GET /api/articles/{id} with the whole article, as the edit dialog reads it.
 */
function serve(answer: (query: URLSearchParams) => ArticleListPage = (q) => page(Number(q.get('page')))) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const one = /^\/api\/articles\/(\d+)$/.exec(url.pathname);
    if (one) return Response.json(makeAdminArticle({ id: Number(one[1]), title: `文章 ${one[1]}`, content: '<p>全文</p>' }));
    if (url.pathname !== '/api/articles') return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
    asked.push(url.search);
    return Response.json(answer(url.searchParams));
  });
  return asked;
}

function render(route: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user: PublicUser = { id: 1, username: 'editor', email: null, role: 'admin', createdAt: '2025-01-01T00:00:00Z', twoFactorEnabled: false, mustChangePassword: false, mustEnrollTwoFactor: false };
  queryClient.setQueryData(userQuery.queryKey, user);
  return renderAdmin(<ArticlesPage />, { route, queryClient });
}
const showing = () => screen.getByTestId('showing').textContent;
// generous waits: the machine running the tests may be busy
const within5s = { timeout: 5000 };
const shown = () => screen.findByTestId('showing', {}, within5s);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ArticlesPage', () => {
  it('when the first page is loaded, then the server is asked for page 1 and its counters, tab counts and rows are shown', async () => {
    const asked = serve();
    render('/articles');

    await shown();

    expect(asked).toEqual(['?page=1']);
    expect(within(screen.getByTestId('counter-total')).getByText('23')).toBeTruthy();
    expect(within(screen.getByTestId('counter-published')).getByText('15')).toBeTruthy();
    expect(within(screen.getByTestId('counter-draft')).getByText('5')).toBeTruthy();
    expect(within(screen.getByTestId('counter-archived')).getByText('3')).toBeTruthy();
    expect(screen.getByTestId('tab-news').textContent).toContain('5');
    expect(screen.getAllByTestId('article-row')).toHaveLength(10);
    expect(showing()).toBe('显示第 1 到 10 条，共 23 条');
  });

  it('when page 3 is chosen, then page 3 is asked for, its rows show and the address keeps the page', async () => {
    const asked = serve();
    render('/articles');
    await shown();

    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));

    await waitFor(() => expect(showing()).toBe('显示第 21 到 23 条，共 23 条'), within5s);
    expect(screen.getAllByTestId('article-row')).toHaveLength(3);
    expect(screen.getByTestId('location').textContent).toBe('/articles?page=3');
    expect(asked).toEqual(['?page=1', '?page=3']);
  });

  it('when the address asks for a page past the end, then the last page the server answers is shown', async () => {
    serve(() => page(3));
    render('/articles?page=9');

    await shown();

    expect(showing()).toBe('显示第 21 到 23 条，共 23 条');
    expect(screen.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('location').textContent).toBe('/articles?page=9');
  });

  it('when the address asks for the news tab and a status in capitals, then the server is asked for them', async () => {
    const asked = serve(() => ({ ...page(1, 5), articles: [row(5, { status: 'Draft', category: 'news' })] }));
    render('/articles?tab=news&status=DRAFT&category=cooking');

    await shown();

    expect(asked).toEqual(['?page=1&tab=news&status=DRAFT']);
    expect(screen.getByTestId('tab-news').getAttribute('aria-selected')).toBe('true');
  });

  it('when a search is typed, then the server is asked once typing pauses, from page 1, and no match shows the empty state', async () => {
    const asked = serve((q) => (q.get('q') ? { ...page(1, 0), counts } : page(Number(q.get('page')))));
    render('/articles?page=2');
    await shown();
    const search = screen.getByRole('searchbox', { name: '搜索文章' });

    fireEvent.change(search, { target: { value: 'no' } });
    fireEvent.change(search, { target: { value: 'no such' } });
    fireEvent.change(search, { target: { value: 'no such title' } });

    expect(await screen.findByText('未找到文章', {}, within5s)).toBeTruthy();
    expect(screen.getByText('请调整筛选条件，或创建第一篇文章。')).toBeTruthy();
    expect(asked.filter((q) => q.includes('q='))).toEqual(['?page=1&q=no+such+title']);
    expect(screen.getByTestId('location').textContent).toBe('/articles?q=no+such+title');
    expect(within(screen.getByTestId('counter-total')).getByText('23')).toBeTruthy();
  });

  it('when the delete icon of a row is pressed, then the confirmation names the article', async () => {
    serve();
    render('/articles');
    await shown();

    fireEvent.click(screen.getByRole('button', { name: '删除“文章 23”' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('删除文章')).toBeTruthy();
    expect(within(dialog).getByText('确定要删除“文章 23”吗？文章将移入回收站，30 天内可恢复。')).toBeTruthy();
  });

  it('when the edit icon of a row is pressed, then the address gets its id and the dialog opens on the whole article', { timeout: 15_000 }, async () => {
    serve();
    render('/articles');
    await shown();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '编辑“文章 23”' })));

    expect(screen.getByTestId('location').textContent).toBe('/articles?edit=23');
    const title = await screen.findByRole('textbox', { name: '标题' }, { timeout: 10_000 });
    expect((title as HTMLInputElement).value).toBe('文章 23');
    expect(screen.getByTestId('rich-text').textContent).toBe('全文');
  });

  it('when "create article" is pressed, then the address gets new=true and the create dialog opens', async () => {
    serve();
    render('/articles?tab=draft');
    await shown();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '创建文章' })));

    expect(screen.getByTestId('location').textContent).toBe('/articles?tab=draft&new=true');
    await waitFor(() => expect(screen.getByRole('dialog', { name: '创建文章' })).toBeTruthy(), { timeout: 10_000 });
  });

  it('when a new article is saved, then the address moves from new=true to its edit={id} and the editor stays open with the text', async () => {
    const asked = serve();
    const fetched = vi.mocked(globalThis.fetch);
    const list = fetched.getMockImplementation()!;
    fetched.mockImplementation(async (input, init) => {
      if (init?.method !== 'POST') return list(input, init);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return Response.json(makeAdminArticle({ ...body, id: 41 }), { status: 201 });
    });
    // the editor's text comes from a kept draft (the rich-text editor cannot be typed into here)
    const values = { title: '新文章', content: '<p>正文</p>', category: 'news', status: 'Draft', weight: '0', summary: '', imageUrl: '', metaDescription: '', tags: [], tableData: null };
    window.localStorage.setItem('admin-article-draft:new', JSON.stringify({ values, savedAt: '2025-05-01T10:00:00Z' }));
    render('/articles?new=true');
    fireEvent.click(await screen.findByRole('button', { name: '恢复' }, { timeout: 10_000 }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('新文章'));

    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/articles?edit=41'), within5s);
    expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('新文章');
    expect(screen.getByTestId('saved-at')).toBeTruthy();
    expect(asked.length).toBeGreaterThan(0);
  });

  it('when the address asks for articles whose English needs an update, then the server is asked for them and the rows show that state', async () => {
    const asked = serve(() => ({ ...page(1, 1), articles: [row(3, { title: '英文待更新', englishState: 'needsUpdate', englishNeedsUpdate: true })] }));
    render('/articles?english=needsUpdate');
    await shown();

    const rows = screen.getAllByTestId('article-row');

    expect(asked).toEqual(['?page=1&english=needsUpdate']);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('英文待更新')).toBeTruthy();
    expect(within(rows[0]!).getByText('英文版：需更新')).toBeTruthy();
  });

  it('when "missing" is chosen in the English filter, then the address keeps it and the server is asked for it', async () => {
    // Radix Select scrolls its chosen item into view, which jsdom cannot do
    Element.prototype.scrollIntoView ??= () => undefined;
    const asked = serve();
    render('/articles');
    await shown();

    fireEvent.keyDown(screen.getByRole('combobox', { name: '英文版筛选' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: '英文版：缺失' }));

    expect(screen.getByTestId('location').textContent).toBe('/articles?english=missing');
    await waitFor(() => expect(asked).toEqual(['?page=1', '?page=1&english=missing']), within5s);
  });

  it('when the filters are cleared, then the English filter leaves the address and the server is asked for every article', async () => {
    const asked = serve();
    render('/articles?english=missing&q=visa');
    await shown();

    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));

    expect(screen.getByTestId('location').textContent).toBe('/articles');
    await waitFor(() => expect(asked).toEqual(['?page=1&q=visa&english=missing', '?page=1']), within5s);
  });
});

describe('ArticlesPage, by role', () => {
  /** An author's list (id 9): her draft never published, her published article, a colleague's draft. */
  function serveAuthorsList() {
    const rows = [
      { ...row(3, { title: '我的草稿', status: 'Draft' }), authorId: 9 },
      { ...row(2, { title: '我已发布的', status: 'Published', publishedAt: '2025-01-02T00:00:00Z' }), authorId: 9 },
      { ...row(1, { title: '同事的草稿', status: 'Draft' }), authorId: 4 },
    ];
    serve(() => ({ articles: rows, total: 3, page: 1, pageSize: 10, counts }));
  }
  const rowOf = async (title: string) => (await screen.findByText(title, {}, within5s)).closest<HTMLElement>('[data-testid="article-row"]')!;

  it('when an author opens the list, then only her never-published article can be moved to the trash and the trash panel is not offered', async () => {
    serveAuthorsList();

    renderAdmin(<ArticlesPage />, { route: '/articles', user: { ...makeSessionUser('author'), id: 9 } });

    expect(within(await rowOf('我的草稿')).queryByRole('button', { name: /删除/ })).toBeTruthy();
    expect(within(await rowOf('我已发布的')).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(await rowOf('同事的草稿')).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(screen.queryByTestId('trash-open')).toBeNull();
    expect(within(await rowOf('同事的草稿')).getByTestId('article-weight').hasAttribute('readonly')).toBe(true);
    expect(within(await rowOf('同事的草稿')).queryByRole('button', { name: /编辑/ })).toBeNull();
    expect(within(await rowOf('我已发布的')).queryByRole('button', { name: /编辑/ })).toBeTruthy();
  });

  it('when an editor opens the list, then every row can be moved to the trash and the trash panel is offered', async () => {
    serveAuthorsList();

    renderAdmin(<ArticlesPage />, { route: '/articles', user: 'editor' });

    for (const title of ['我的草稿', '我已发布的', '同事的草稿']) expect(within(await rowOf(title)).queryByRole('button', { name: /删除/ })).toBeTruthy();
    expect(screen.getByTestId('trash-open')).toBeTruthy();
  });
});
