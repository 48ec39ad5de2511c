// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewDetail, ReviewSubmission } from '@shared/schemas/review';
import type { ArticleSnapshot } from '@shared/schemas/revisions';
import { makeSubmission, renderAdmin } from '../shared/test-utils';
import ReviewPage from './review-page';

// the diff is the editor's, loaded on demand: on a busy machine its first load takes seconds
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const item = (id: number, fields: Partial<ReviewSubmission> = {}): ReviewSubmission => makeSubmission({ id, title: `文章 ${id}`, ...fields });

const snapshot = (fields: Partial<ArticleSnapshot>): ArticleSnapshot => ({
  title: '工作准证新规',
  summary: null,
  content: '<p>申请费为一百元</p>',
  tableData: null,
  tags: [],
  metaDescription: null,
  status: 'Published',
  articleId: null,
  category: 'news',
  type: 'news',
  imageUrl: null,
  weight: 0,
  ...fields,
});

/** Answers the review API from `routes` ("METHOD /path" -> [status, body]); records each call. */
function serve(routes: Record<string, [number, unknown]>) {
  const asked: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    asked.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = routes[`${method} ${path}`] ?? [404, { message: 'not here', code: 'NOT_FOUND' }];
    return Response.json(body, { status });
  });
  return asked;
}

const open = (route: string, language: 'zh' | 'en' = 'zh') => renderAdmin(<ReviewPage />, { route, path: '/review/:submissionId?', language });

describe('ReviewPage, the queue', () => {
  it('when submissions wait, then each shows its title, language, who, when, the requested time and whether it edits a live page, in the order given', async () => {
    serve({ 'GET /api/review': [200, [item(1, { live: true }), item(2, { lang: 'en', publishAt: '2030-05-01T01:30:00.000Z', submittedBy: { id: 4, username: 'bo', name: 'Bo' } })]] });
    open('/review');

    const rows = await screen.findAllByTestId('review-item');

    expect(rows.map((r) => r.getAttribute('data-submission'))).toEqual(['1', '2']);
    expect(rows[0]!.textContent).toContain('文章 1');
    expect(rows[0]!.textContent).toContain('中文');
    expect(rows[0]!.textContent).toContain('修改已发布的页面');
    expect(rows[0]!.textContent).toContain('Amy 提交');
    expect(rows[0]!.textContent).toContain('批准后立即发布');
    expect(rows[1]!.textContent).toContain('English');
    expect(rows[1]!.textContent).toContain('尚未发布');
    expect(rows[1]!.textContent).toContain('申请于 2030年5月1日 09:30 发布');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/review/2');
  });

  it('when nothing waits, then the empty state says so', async () => {
    serve({ 'GET /api/review': [200, []] });
    open('/review');

    expect((await screen.findByTestId('review-empty')).textContent).toContain('没有待审核的版本');
  });
});

const detail = (fields: Partial<ReviewSubmission> = {}, live: ArticleSnapshot | null = snapshot({})): ReviewDetail => ({
  submission: item(5, { live: live !== null, ...fields }),
  proposed: snapshot({ status: 'InReview', content: '<p>申请费为两百元</p>' }),
  live,
});

describe('ReviewPage, one submission', () => {
  it('when it opens, then the submitted text is compared with the live one', async () => {
    serve({ 'GET /api/review/5': [200, detail()] });
    open('/review/5');

    const text = await screen.findByTestId('history-text', undefined, slow);

    expect(text.querySelector('del')?.textContent).toContain('一');
    expect(text.querySelector('ins')?.textContent).toContain('两');
    expect(screen.getByTestId('review-diff').textContent).toContain('与线上版本对比');
    expect(screen.queryByTestId('history-fields')).toBeNull();
  });

  it('when a publication time ahead was asked, then the button and its question say it is scheduled, and approving returns to the queue', async () => {
    const asked = serve({
      'GET /api/review/5': [200, detail({ publishAt: '2030-05-01T01:30:00.000Z' })],
      'POST /api/review/5/approve': [200, item(5, { state: 'approved' })],
      'GET /api/review': [200, []],
    });
    open('/review/5');

    fireEvent.click(await screen.findByRole('button', { name: '批准并定时发布' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('2030年5月1日 09:30');
    fireEvent.click(within(question).getByRole('button', { name: '批准并定时发布' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/review'));
    expect(asked.find((a) => a.method === 'POST')).toMatchObject({ path: '/api/review/5/approve', body: {} });
    expect(await screen.findByTestId('review-empty')).toBeTruthy();
  });

  it('when nothing was asked, then approving says it publishes now', async () => {
    serve({ 'GET /api/review/5': [200, detail()] });
    open('/review/5');

    expect(await screen.findByRole('button', { name: '批准并发布' })).toBeTruthy();
  });

  it('when it is returned without a comment, then the error shows under the field and nothing is sent; with one, the comment is sent', async () => {
    const asked = serve({ 'GET /api/review/5': [200, detail()], 'POST /api/review/5/return': [200, item(5, { state: 'returned' })], 'GET /api/review': [200, []] });
    open('/review/5');
    fireEvent.click(await screen.findByRole('button', { name: '退回修改' }));
    const dialog = await screen.findByTestId('return-dialog');

    fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));

    const field = within(dialog).getByLabelText(/意见/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('请填写退回意见');
    expect(asked.some((a) => a.method === 'POST')).toBe(false);
    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));
    await waitFor(() => expect(dialog.textContent).toContain('意见最多 2000 个字符'));
    fireEvent.change(field, { target: { value: '请核实费用' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '退回' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/review'));
    expect(asked.find((a) => a.method === 'POST')).toMatchObject({ path: '/api/review/5/return', body: { comment: '请核实费用' } });
  });

  it.each([
    ['SELF_APPROVAL', 403, 'en', 'You cannot approve or return your own submission'],
    ['REVIEW_DECIDED', 409, 'zh', ''],
  ] as const)('when the server refuses with %s, then a toast says why in the reader language', async (code, status, language, english) => {
    serve({ 'GET /api/review/5': [200, detail()], 'POST /api/review/5/approve': [status, { message: 'no', code }] });
    const error = vi.spyOn(toast, 'error');
    const { i18n } = open('/review/5', language);

    fireEvent.click(await screen.findByTestId('review-approve'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: language === 'en' ? 'Approve and publish' : '批准并发布' }));

    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls[0]![0]).toBe(i18n.t(`errors.${code}`, { ns: 'common' }));
    if (english) expect(error.mock.calls[0]![0]).toContain(english);
  });

  it('when the address names no submission, then it says so without asking the server', async () => {
    const asked = serve({});
    open('/review/abc');

    expect((await screen.findByRole('alert')).textContent).toContain('找不到这个提交');
    expect(asked).toEqual([]);
  });
});
