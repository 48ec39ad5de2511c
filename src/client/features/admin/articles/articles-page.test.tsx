// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userQuery } from '@/lib/session';
import { makeArticle } from '@/test/article-fixture';
import type { Article } from '@shared/schemas/articles';
import type { PublicUser } from '@shared/schemas/auth';
import { makeAdminArticle, renderAdmin } from '../shared/test-utils';
import { adminArticleKeys } from './api/articles-keys';
import ArticlesPage from './articles-page';

function article(id: number, over: Partial<Article> = {}): Article {
  return makeArticle({
    id,
    content: '<p>x</p>',
    authorId: 1,
    authorName: 'editor',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
    publishedAt: null,
    ...over,
  });
}

/** 23 articles: 15 published, 5 drafts (news), 3 archived. */
function seed(): QueryClient {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const rows = Array.from({ length: 23 }, (_, i) => {
    const id = i + 1;
    if (id <= 5) return article(id, { status: 'Draft', category: 'news', type: 'news' });
    if (id <= 8) return article(id, { status: 'Archived' });
    return article(id);
  });
  const user: PublicUser = { id: 1, username: 'editor', email: null, role: 'admin', createdAt: '2025-01-01T00:00:00Z' };
  qc.setQueryData(userQuery.queryKey, user);
  qc.setQueryData(adminArticleKeys.list(), rows);
  return qc;
}
const showing = () => screen.getByTestId('showing').textContent;

/** One article per English state but archived. */
function seedEnglish(): QueryClient {
  const qc = seed();
  qc.setQueryData(adminArticleKeys.list(), [
    makeAdminArticle({ id: 1, title: '英文已发布', en: { title: 'Published guide', content: '<p>x</p>', status: 'Published' } }),
    makeAdminArticle({ id: 2, title: '英文草稿', en: { title: 'Draft guide' } }),
    makeAdminArticle({ id: 3, title: '英文待更新', englishState: 'needsUpdate', en: { title: 'Old guide', content: '<p>x</p>', status: 'Published' } }),
    makeAdminArticle({ id: 4, title: '只有中文' }),
  ]);
  return qc;
}

afterEach(cleanup);

describe('ArticlesPage', () => {
  it('when articles are loaded, then the counters, tab counts and first page are shown', () => {
    renderAdmin(<ArticlesPage />, { route: '/articles', queryClient: seed() });

    expect(within(screen.getByTestId('counter-total')).getByText('23')).toBeTruthy();
    expect(within(screen.getByTestId('counter-published')).getByText('15')).toBeTruthy();
    expect(within(screen.getByTestId('counter-draft')).getByText('5')).toBeTruthy();
    expect(within(screen.getByTestId('counter-archived')).getByText('3')).toBeTruthy();
    expect(screen.getByTestId('tab-news').textContent).toContain('5');
    expect(screen.getAllByTestId('article-row')).toHaveLength(10);
    expect(showing()).toBe('显示第 1 到 10 条，共 23 条');
  });

  it('when page 3 is chosen, then the last rows show and the address keeps the page', () => {
    renderAdmin(<ArticlesPage />, { route: '/articles', queryClient: seed() });

    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));

    expect(showing()).toBe('显示第 21 到 23 条，共 23 条');
    expect(screen.getAllByTestId('article-row')).toHaveLength(3);
    expect(screen.getByTestId('location').textContent).toBe('/articles?page=3');
  });

  it('when the address asks for the news tab, then only news articles are listed', () => {
    renderAdmin(<ArticlesPage />, { route: '/articles?tab=news', queryClient: seed() });

    expect(showing()).toBe('显示第 1 到 5 条，共 5 条');
  });

  it('when the search matches nothing, then the empty state invites to create the first article', () => {
    renderAdmin(<ArticlesPage />, { route: '/articles', queryClient: seed() });

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索文章' }), { target: { value: 'no such title' } });

    expect(screen.getByText('未找到文章')).toBeTruthy();
    expect(screen.getByText('请调整筛选条件，或创建第一篇文章。')).toBeTruthy();
  });

  it('when the delete icon of a row is pressed, then the confirmation names the article', async () => {
    renderAdmin(<ArticlesPage />, { route: '/articles', queryClient: seed() });

    fireEvent.click(screen.getByRole('button', { name: '删除“文章 23”' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('删除文章')).toBeTruthy();
    expect(within(dialog).getByText('确定要删除“文章 23”吗？此操作无法撤销。')).toBeTruthy();
  });

  it('when "create article" is pressed, then the address gets new=true and the create dialog opens', async () => {
    renderAdmin(<ArticlesPage />, { route: '/articles?tab=draft', queryClient: seed() });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '创建文章' })));

    expect(screen.getByTestId('location').textContent).toBe('/articles?tab=draft&new=true');
    await waitFor(() => expect(screen.getByRole('dialog', { name: '创建文章' })).toBeTruthy(), { timeout: 10_000 });
  });

  it('when the address asks for articles whose English needs an update, then only those are listed, with that state', () => {
    renderAdmin(<ArticlesPage />, { route: '/articles?english=needsUpdate', queryClient: seedEnglish() });

    const rows = screen.getAllByTestId('article-row');

    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('英文待更新')).toBeTruthy();
    expect(within(rows[0]!).getByText('英文版：需更新')).toBeTruthy();
  });

  it('when "missing" is chosen in the English filter, then the address keeps it and only the untranslated article is listed', async () => {
    // Radix Select scrolls its chosen item into view, which jsdom cannot do
    Element.prototype.scrollIntoView ??= () => undefined;
    renderAdmin(<ArticlesPage />, { route: '/articles', queryClient: seedEnglish() });

    fireEvent.keyDown(screen.getByRole('combobox', { name: '英文版筛选' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: '英文版：缺失' }));

    expect(screen.getByTestId('location').textContent).toBe('/articles?english=missing');
    const rows = screen.getAllByTestId('article-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('只有中文')).toBeTruthy();
  });

  it('when the filters are cleared, then the English filter leaves the address and every article is back', () => {
    renderAdmin(<ArticlesPage />, { route: '/articles?english=missing', queryClient: seedEnglish() });
    expect(screen.getAllByTestId('article-row')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));

    expect(screen.getByTestId('location').textContent).toBe('/articles');
    expect(screen.getAllByTestId('article-row')).toHaveLength(4);
  });
});
