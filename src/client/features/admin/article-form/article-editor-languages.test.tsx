// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminArticle, renderAdmin } from '../shared/test-utils';
import { ArticleEditorDialog } from './article-editor-dialog';

// these tests count the editor's requests: the server autosave (its own test: use-autosave.test.tsx) stays out
vi.mock('./use-autosave', () => ({ useAutosave: () => ({ found: null, clear: () => undefined, dismiss: () => undefined }) }));

const tab = (name: RegExp) => screen.getByRole('tab', { name });
// Radix tabs switch on mouse down
const openEnglish = () => fireEvent.mouseDown(tab(/English/));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ArticleEditorDialog, languages', () => {
  it('when a new article is being written, then the English tab stays closed until the Chinese version is saved', () => {
    renderAdmin(<ArticleEditorDialog article={null} author="editor" onClose={vi.fn()} />);

    const english = tab(/English/) as HTMLButtonElement;

    expect(english.disabled).toBe(true);
    expect(within(english).getByText('缺失')).toBeTruthy();
    expect(screen.getByText('请先保存中文版本；再次打开这篇文章即可编写英文版。')).toBeTruthy();
  });

  it('when the Chinese version is published and changed after the translation, then the tabs say so', () => {
    const article = makeAdminArticle({ id: 7, status: 'Published', englishState: 'needsUpdate', en: { title: 'EP guide', content: '<p>Old</p>', status: 'Published' } });
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={vi.fn()} />);

    openEnglish();

    expect(within(tab(/中文/)).getByText('已发布')).toBeTruthy();
    expect(within(tab(/English/)).getByText('需更新')).toBeTruthy();
    expect(screen.getByText(/中文版本已修改/)).toBeTruthy();
    expect(field('标题').value).toBe('EP guide');
  });

  it('when "copy from Chinese" is pressed on an empty English version, then it holds the Chinese fields as a draft', async () => {
    const article = makeAdminArticle({ id: 7, status: 'Published', title: '新加坡 EP 申请指南', content: '<p>申请条件</p>', summary: '两分钟读懂', tags: ['EP'] });
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={vi.fn()} />);
    openEnglish();

    fireEvent.click(screen.getByRole('button', { name: '从中文复制' }));

    await waitFor(() => expect(field('标题').value).toBe('新加坡 EP 申请指南'));
    expect(field('摘要').value).toBe('两分钟读懂');
    expect(screen.getByTestId('rich-text').textContent).toBe('申请条件');
    expect(within(screen.getByTestId('tag-list')).getByText('EP')).toBeTruthy();
    expect(document.getElementById('article-en-status')?.textContent).toBe('草稿');
    expect(screen.queryByRole('button', { name: '从中文复制' })).toBeNull();
  });

  it('when the English tab publishes a stored English draft, then the PATCH carries the English version only and the editor stays open', async () => {
    // a stored web address: without one the English save also sends the address it proposes (article-editor-address.test.tsx)
    const article = makeAdminArticle({ id: 7, articleId: 'ep-guide', en: { title: 'EP guide', content: '<p>Conditions</p>', tags: ['EP'] } });
    const saved = makeAdminArticle({ id: 7, articleId: 'ep-guide', en: { title: 'EP guide', content: '<p>Conditions</p>', tags: ['EP'], status: 'Published' } });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(saved));
    const onClose = vi.fn();
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={onClose} />);
    openEnglish();

    fireEvent.click(screen.getByRole('button', { name: '发布英文版' }));

    await waitFor(() => expect(screen.getByRole('button', { name: '取消发布英文版' })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '更新英文版' })).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/articles/7');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(init?.body as string)).toEqual({
      translations: { en: { title: 'EP guide', content: '<p>Conditions</p>', status: 'Published', summary: '', metaDescription: '', tags: ['EP'], tableData: null } },
    });
  });

  it('when an empty English version is published, then title and content say they are needed and nothing is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 7 })} author="editor" onClose={vi.fn()} />);
    openEnglish();

    fireEvent.click(screen.getByRole('button', { name: '发布英文版' }));

    await waitFor(() => expect(screen.getByText('发布英文版需要填写英文标题')).toBeTruthy());
    expect(screen.getByText('发布英文版需要填写英文内容')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when the Chinese version is saved while the English one has unsaved changes, then the dialog stays open with them', async () => {
    const article = makeAdminArticle({ id: 7, en: { title: 'EP guide', content: '<p>Conditions</p>' } });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(makeAdminArticle({ id: 7, englishState: 'needsUpdate', en: { title: 'EP guide' } })));
    const saved = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={onClose} />);
    openEnglish();
    fireEvent.change(field('标题'), { target: { value: 'Employment Pass guide' } });
    fireEvent.mouseDown(tab(/中文/));

    fireEvent.click(screen.getByRole('button', { name: '更新' }));

    await waitFor(() => expect(saved).toHaveBeenCalledWith('更新成功', expect.anything()));
    expect(onClose).not.toHaveBeenCalled();
    openEnglish();
    expect(field('标题').value).toBe('Employment Pass guide');
  });
});
