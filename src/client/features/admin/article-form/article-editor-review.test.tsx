// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticle } from '@shared/schemas/articles';
import type { ReviewSubmission } from '@shared/schemas/review';
import { makeAdminArticle, makeSubmission, renderAdmin } from '../shared/test-utils';
import { ArticleEditorDialog } from './article-editor-dialog';

vi.mock('./use-autosave', () => ({ useAutosave: () => ({ found: null, clear: () => undefined, dismiss: () => undefined }) }));
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const submission = (fields: Partial<ReviewSubmission>): ReviewSubmission => makeSubmission({ id: 41, ...fields });

interface Asked {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** The editor's server: the article's submissions, its PATCH (the article as changed) and POST .../submissions; each call recorded. */
function serve(article: AdminArticle, submissions: ReviewSubmission[] = []) {
  const asked: Asked[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    asked.push({ method, path, body });
    if (path === `/api/articles/${article.id}/submissions`) {
      if (method === 'GET') return Response.json(submissions);
      return Response.json(submission({ lang: body?.lang as 'zh', live: body?.version !== undefined, publishAt: (body?.publishAt as string) ?? null }), { status: 201 });
    }
    if (method === 'PATCH') return Response.json(makeAdminArticle({ ...article, ...body, id: article.id }));
    return Response.json(null);
  });
  return asked;
}

const author = (article: AdminArticle) => renderAdmin(<ArticleEditorDialog article={article} author="amy" canPublish={false} onClose={vi.fn()} />);
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('ArticleEditorDialog, a writer who cannot publish', () => {
  it('when an author edits a draft, then there is no publish, unpublish or schedule control, and no status to choose', async () => {
    serve(makeAdminArticle({ id: 7, status: 'Draft', published: false }));
    author(makeAdminArticle({ id: 7, status: 'Draft', published: false }));

    expect(await screen.findByTestId('submit-for-review')).toBeTruthy();
    expect(button('发布')).toBeNull();
    expect(button('取消发布')).toBeNull();
    expect(button('更新')).toBeNull();
    expect(button(/定时/)).toBeNull();
    expect(screen.queryByLabelText('状态')).toBeNull();
    expect(button('保存草稿')).toBeTruthy();
  });

  it('when a draft is submitted with a publication time, then it is saved first and then submitted without its fields', async () => {
    const article = makeAdminArticle({ id: 7, status: 'Draft', published: false });
    const asked = serve(article);
    author(article);
    fireEvent.change(document.getElementById('article-title')!, { target: { value: '新的标题' } });

    fireEvent.click(await screen.findByTestId('submit-for-review'));
    const dialog = await screen.findByTestId('submit-dialog');
    fireEvent.change(within(dialog).getByLabelText(/希望发布的时间/), { target: { value: '2030-05-01T09:30' } });
    fireEvent.click(within(dialog).getByTestId('submit-confirm'));

    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    const writes = asked.filter((a) => a.method !== 'GET');
    expect(writes.map((a) => `${a.method} ${a.path}`)).toEqual(['PATCH /api/articles/7', 'POST /api/articles/7/submissions']);
    expect(writes[0]!.body).toMatchObject({ title: '新的标题', status: 'Draft' });
    expect(writes[1]!.body).toEqual({ lang: 'zh', publishAt: '2030-05-01T09:30:00+08:00' });
    await waitFor(() => expect(screen.getByTestId('language-tab-zh').textContent).toContain('审核中'));
  });

  it('when a live version is submitted, then nothing is saved and its edited fields travel in the submission', async () => {
    const article = makeAdminArticle({ id: 7, title: '旧标题', content: '<p>正文</p>', category: 'news', status: 'Published' });
    const asked = serve(article);
    author(article);
    expect(button('保存草稿')).toBeNull();
    fireEvent.change(document.getElementById('article-title')!, { target: { value: '改过的标题' } });

    fireEvent.click(await screen.findByTestId('submit-for-review'));
    expect((await screen.findByTestId('submit-dialog')).textContent).toContain('批准前线上页面保持不变');
    fireEvent.click(screen.getByTestId('submit-confirm'));

    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    expect(asked.some((a) => a.method === 'PATCH')).toBe(false);
    const post = asked.find((a) => a.method === 'POST')!;
    expect(post.body).toMatchObject({ lang: 'zh', publishAt: null, version: { title: '改过的标题', content: '<p>正文</p>', category: 'news' } });
  });

  it('when the English version is submitted, then the submission names English and carries no shared fields', async () => {
    const article = makeAdminArticle({ id: 7, status: 'Draft', en: { title: 'Work passes', content: '<p>Text</p>', status: 'Published' } });
    const asked = serve(article);
    author(article);
    fireEvent.mouseDown(screen.getByTestId('language-tab-en'), { button: 0 });
    fireEvent.click(screen.getByTestId('language-tab-en'));

    const bar = await screen.findByTestId('review-bar-en');
    fireEvent.click(within(bar).getByTestId('submit-for-review'));
    fireEvent.click(await screen.findByTestId('submit-confirm'));

    await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
    const post = asked.find((a) => a.method === 'POST')!;
    expect(post.body).toMatchObject({ lang: 'en', version: { title: 'Work passes', content: '<p>Text</p>' } });
    expect(post.body!.version).not.toHaveProperty('category');
  });

  it("when the latest submission was returned, then the editor's comment, who and when are at the top of the form", async () => {
    const article = makeAdminArticle({ id: 7, status: 'Draft', published: false });
    serve(article, [
      submission({ id: 42, state: 'returned', comment: '请核实第二段的费用', decidedBy: { id: 2, username: 'ed', name: 'Edith' }, decidedAt: '2027-03-02T02:00:00.000Z' }),
      submission({ id: 40, lang: 'en', state: 'approved' }),
    ]);
    author(article);

    const notice = await screen.findByTestId('review-notice');

    expect(notice.getAttribute('data-state')).toBe('returned');
    expect(notice.textContent).toContain('请核实第二段的费用');
    expect(notice.textContent).toContain('Edith');
    expect(notice.textContent).toContain('2027年3月2日');
    expect((screen.getByTestId('submit-for-review') as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the version waits for review, then the notice says since when and it can be neither saved nor submitted again', async () => {
    const article = makeAdminArticle({ id: 7, status: 'InReview', published: false });
    serve(article, [submission({ state: 'pending' })]);
    author(article);

    const notice = await screen.findByTestId('review-notice');

    expect(notice.textContent).toContain('等待审核，提交于 2027年3月1日');
    expect(screen.getByTestId('language-tab-zh').textContent).toContain('审核中');
    expect((screen.getByTestId('submit-for-review') as HTMLButtonElement).disabled).toBe(true);
    expect((button('保存草稿') as HTMLButtonElement).disabled).toBe(true);
  });

  it('when an editor edits, then the publishing buttons stay and no submission is read', () => {
    const asked = serve(makeAdminArticle({ id: 7, status: 'Draft' }));
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 7, status: 'Draft' })} author="ed" onClose={vi.fn()} />);

    expect(button('发布')).toBeTruthy();
    expect(screen.queryByTestId('submit-for-review')).toBeNull();
    expect(asked.some((a) => a.path.endsWith('/submissions'))).toBe(false);
  });
});
