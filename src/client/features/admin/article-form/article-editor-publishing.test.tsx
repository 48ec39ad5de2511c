// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RevisionSummary } from '@shared/schemas/revisions';
import { makeAdminArticle, renderAdmin } from '../shared/test-utils';
import { ArticleEditorDialog } from './article-editor-dialog';

vi.mock('./use-autosave', () => ({ useAutosave: () => ({ found: null, clear: () => undefined, dismiss: () => undefined }) }));

// the History panel is a lazy chunk: on a busy machine its first load takes seconds
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const revision = (fields: Partial<RevisionSummary>): RevisionSummary => ({
  id: 1,
  lang: 'zh',
  published: false,
  status: 'Draft',
  authorName: null,
  createdAt: '2027-03-01T01:30:00.000Z',
  title: '标题',
  source: 'saved',
  event: null,
  ...fields,
});
const snapshot = { title: '旧标题', summary: null, content: '<p>旧正文</p>', tableData: null, tags: [], metaDescription: null, status: 'Draft', articleId: null, category: 'singapore-immigration', type: 'service', imageUrl: null, weight: 0 };

/** Answers the History panel's reads. */
function historyServer(list: RevisionSummary[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('/revisions?')) return Response.json(list);
    if (/\/revisions\/\d+$/.test(path)) return Response.json({ ...list[0], articleId: 7, snapshot });
    return Response.json(null);
  });
}

describe('ArticleEditorDialog, history', () => {
  it('when a revision was made by the scheduled publisher, then History says so instead of "before history was kept"', async () => {
    historyServer([
      revision({ id: 3, source: 'scheduled', status: 'Published', published: true }),
      revision({ id: 2, source: 'saved', authorName: 'alice' }),
      revision({ id: 1, source: 'baseline' }),
    ]);
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 7 })} author="editor" onClose={vi.fn()} />);

    fireEvent.click(screen.getByTestId('history-open'));

    const lines = within(await screen.findByTestId('history-list', undefined, { timeout: 15_000 })).getAllByRole('listitem');
    expect(lines[0]!.textContent).toContain('按计划自动发布');
    expect(lines[0]!.textContent).not.toContain('启用历史记录前');
    expect(lines[1]!.textContent).toContain('alice 保存');
    expect(lines[2]!.textContent).toContain('启用历史记录前的版本');
  });

  it.each([
    ['a published article', 'Published', '更新'],
    ['a draft', 'Draft', '保存草稿'],
  ] as const)('when a revision of %s is restored, then the message names the save button shown (%s)', async (_case, status, button) => {
    historyServer([revision({ id: 2, authorName: 'alice' })]);
    const info = vi.spyOn(toast, 'info');
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 7, status })} author="editor" onClose={vi.fn()} />);
    fireEvent.click(screen.getByTestId('history-open'));
    fireEvent.click(within(await screen.findByTestId('history-list', undefined, { timeout: 15_000 })).getByRole('button'));

    fireEvent.click(await screen.findByTestId('history-restore', undefined, { timeout: 15_000 }));

    await waitFor(() => expect(info).toHaveBeenCalled(), { timeout: 15_000 });
    const description = (info.mock.calls[0]![1] as { description: string }).description;
    expect(description).toContain(`“${button}”`);
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });
});

describe('ArticleEditorDialog, publishing one language', () => {
  it('when the Chinese version is published while the English one stays a draft, then it asks first naming the English draft, and sends only when confirmed', async () => {
    const article = makeAdminArticle({ id: 7, status: 'Draft', en: { title: 'EP', content: '<p>x</p>', status: 'Draft' } });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ...article, status: 'Published' }));
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: '发布' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('英文版本仍是草稿');
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: '仍然发布' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    expect(JSON.parse(fetchSpy.mock.calls[0]![1]?.body as string)).toMatchObject({ status: 'Published' });
  });

  it('when the English version is already live or missing, then publishing the Chinese asks nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(makeAdminArticle({ id: 7 })));
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 7, status: 'Draft' })} author="editor" onClose={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: '发布' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ArticleEditorDialog, toolbar', () => {
  it('when the editor shows, then its two image buttons have distinct labels', () => {
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 7 })} author="editor" onClose={vi.fn()} />);

    const toolbar = screen.getAllByRole('toolbar')[0]!;
    const labels = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? '')
      .filter((l) => l.includes('图片'));

    expect(labels).toEqual(['按网址插入图片', '上传图片并插入']);
  });
});
