// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticle } from '@shared/schemas/articles';
import { makeAdminArticle, renderAdmin } from '../shared/test-utils';
import { ArticleEditorDialog } from './article-editor-dialog';

// these tests count the editor's requests: the server autosave (its own test: use-autosave.test.tsx) stays out
vi.mock('./use-autosave', () => ({ useAutosave: () => ({ found: null, clear: () => undefined, dismiss: () => undefined }) }));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const published = () => makeAdminArticle({ id: 7, title: '工作准证新规', content: '<p>正文</p>', category: 'news', status: 'Published', published: true });

/** Answers PATCH /api/articles/{id} with the article as the body changes it, recording each body. */
function servePatch(article: AdminArticle) {
  const bodies: Record<string, unknown>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    bodies.push(body);
    const status = (body.status as AdminArticle['status']) ?? article.status;
    return Response.json(makeAdminArticle({ ...article, ...body, status, published: status === 'Published', id: article.id }));
  });
  return bodies;
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the editor buttons', () => {
  it('when the article is new or a draft, then the buttons are "save as draft" and "publish"', () => {
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 3, status: 'Draft' })} author="editor" onClose={vi.fn()} />);

    expect(button('保存草稿')).toBeTruthy();
    expect(button('发布')).toBeTruthy();
    expect(button('取消发布')).toBeNull();
    expect(button('更新')).toBeNull();
  });

  it('when the article is live, then the buttons are "unpublish" and "update", and the status select cannot say Draft', () => {
    renderAdmin(<ArticleEditorDialog article={published()} author="editor" onClose={vi.fn()} />);

    expect(button('取消发布')).toBeTruthy();
    expect(button('更新')).toBeTruthy();
    expect(button('保存草稿')).toBeNull();
    expect(button('发布')).toBeNull();
    expect(screen.getByText('已发布的版本请用“取消发布”下线')).toBeTruthy();
  });

  it('when "update" is pressed on a live article, then it stays Published and the editor stays open with a saved time', async () => {
    const article = published();
    const bodies = servePatch(article);
    const onClose = vi.fn();
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '工作准证新规（修订）' } });

    fireEvent.click(button('更新')!);

    await waitFor(() => expect(screen.getByTestId('saved-at').textContent).toMatch(/已保存 \d{2}:\d{2}/));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ status: 'Published', title: '工作准证新规（修订）' });
    expect(onClose).not.toHaveBeenCalled();
    expect(button('取消发布')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('工作准证新规（修订）');
  });

  it('when "unpublish" is pressed, then nothing is sent until it is confirmed, and then the buttons turn back to draft and publish', async () => {
    const bodies = servePatch(published());
    renderAdmin(<ArticleEditorDialog article={published()} author="editor" onClose={vi.fn()} />);

    fireEvent.click(button('取消发布')!);
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(bodies).toHaveLength(0);
    fireEvent.click(button('取消发布')!);
    fireEvent.click(await screen.findByRole('button', { name: '确认取消发布' }));

    await waitFor(() => expect(button('发布')).toBeTruthy());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ status: 'Draft' });
    expect(button('保存草稿')).toBeTruthy();
    expect(button('取消发布')).toBeNull();
  });

  it('when a live article is set to Archived in the status select, then the main button says "archive", and an archived one says "update"', async () => {
    // Radix Select scrolls its chosen item into view, which jsdom cannot do
    Element.prototype.scrollIntoView ??= () => undefined;
    renderAdmin(<ArticleEditorDialog article={published()} author="editor" onClose={vi.fn()} />);

    fireEvent.keyDown(screen.getByRole('combobox', { name: '状态' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('option', { name: '已归档' }));

    await waitFor(() => expect(button('归档')).toBeTruthy());
    expect(button('更新')).toBeNull();
    cleanup();
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 8, status: 'Archived' })} author="editor" onClose={vi.fn()} />);
    expect(button('更新')).toBeTruthy();
    expect(button('归档')).toBeNull();
  });

  it('when a new article is saved as draft, then the next save edits it instead of creating another', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      const body = JSON.parse(String(init?.body ?? '{}')) as Partial<AdminArticle>;
      return Response.json(makeAdminArticle({ id: 41, ...body }));
    });
    const draft = { values: { title: '留学指南', content: '<p>正文</p>', category: 'news', status: 'Draft', weight: '0', summary: '', imageUrl: '', metaDescription: '', tags: [], tableData: null } };
    window.localStorage.setItem('admin-article-draft:new', JSON.stringify({ ...draft, savedAt: '2025-05-01T10:00:00Z' }));
    renderAdmin(<ArticleEditorDialog article={null} author="editor" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '恢复' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('留学指南'));

    fireEvent.click(button('保存草稿')!);
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByTestId('saved-at')).toBeTruthy());
    fireEvent.click(button('发布')!);

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toMatch(/^POST \/api\/articles$/);
    expect(calls[1]).toMatch(/^PATCH \/api\/articles\/41$/);
    expect(window.localStorage.getItem('admin-article-draft:new')).toBeNull();
  });
});
