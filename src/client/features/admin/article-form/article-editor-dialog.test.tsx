// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../shared/test-utils';
import { ArticleEditorDialog } from './article-editor-dialog';

// these tests count the editor's requests: the server autosave (its own test: use-autosave.test.tsx) stays out
vi.mock('./use-autosave', () => ({ useAutosave: () => ({ found: null, clear: () => undefined, dismiss: () => undefined }) }));

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('ArticleEditorDialog', () => {
  it('when the dialog is closed without changes, then it closes at once', () => {
    const onClose = vi.fn();
    renderAdmin(<ArticleEditorDialog article={null} author="editor" onClose={onClose} />);

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('when a changed dialog is closed, then it asks first and keeps the work on "keep editing"', async () => {
    const onClose = vi.fn();
    renderAdmin(<ArticleEditorDialog article={null} author="editor" onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '新加坡 EP 申请指南' } });

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click(await screen.findByRole('button', { name: '继续编辑' }));

    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('新加坡 EP 申请指南');
  });

  it('when publishing with empty required fields, then each shows its message and nothing is sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAdmin(<ArticleEditorDialog article={null} author="editor" onClose={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: '发布' }));

    await waitFor(() => expect(screen.getByText('标题不能为空')).toBeTruthy());
    expect(screen.getByText('内容不能为空')).toBeTruthy();
    expect(screen.getByText('分类不能为空')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('when unsaved work was left behind, then the dialog offers to restore it', async () => {
    window.localStorage.setItem(
      'admin-article-draft:new',
      JSON.stringify({ savedAt: '2025-05-01T10:00:00Z', values: { title: '未保存的标题', content: '', category: '', status: 'Draft', weight: '0', summary: '', imageUrl: '', metaDescription: '', tags: [], tableData: null } }),
    );
    renderAdmin(<ArticleEditorDialog article={null} author="editor" onClose={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: '恢复' }));

    await waitFor(() => expect((screen.getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('未保存的标题'));
  });
});
