// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminArticle, renderAdmin } from '../shared/test-utils';
import { ArticleEditorDialog } from './article-editor-dialog';

// these tests count the editor's requests: the server autosave (its own test: use-autosave.test.tsx) stays out
vi.mock('./use-autosave', () => ({ useAutosave: () => ({ found: null, clear: () => undefined, dismiss: () => undefined }) }));

const tab = (name: RegExp) => screen.getByRole('tab', { name });
// Radix tabs switch on mouse down
const openTab = (name: RegExp) => fireEvent.mouseDown(tab(name));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

// the whole editor renders in each test: slow on a busy machine
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ArticleEditorDialog, the web address', () => {
  it('when the address is filled from the English title and only the English version is saved, then the address shown is the one sent', async () => {
    const article = makeAdminArticle({ id: 36, articleId: null, category: 'singapore-immigration', status: 'Published' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(article));
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={vi.fn()} />);
    openTab(/English/);
    fireEvent.change(field('标题'), { target: { value: '2027 EntrePass Application Guide for Founders' } });
    openTab(/中文/);
    const shown = await waitFor(() => {
      const value = field('网址名').value;
      expect(value).not.toBe('');
      return value;
    }, { timeout: 15_000 });
    openTab(/English/);

    fireEvent.click(screen.getByRole('button', { name: '保存英文草稿' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce(), { timeout: 15_000 });
    const body = JSON.parse(fetchSpy.mock.calls[0]![1]?.body as string) as { articleId?: string };
    expect(shown).toBe('2027-entrepass-application-guide-for-founders');
    expect(body.articleId).toBe(shown);
  });

  it('when the English version is saved without the Chinese tab ever shown, then the address proposed from its title is still sent', async () => {
    const article = makeAdminArticle({ id: 36, articleId: null, category: 'singapore-immigration' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(article));
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={vi.fn()} />);
    openTab(/English/);
    fireEvent.change(field('标题'), { target: { value: 'EntrePass guide' } });

    fireEvent.click(screen.getByRole('button', { name: '保存英文草稿' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce(), { timeout: 15_000 });
    expect(JSON.parse(fetchSpy.mock.calls[0]![1]?.body as string)).toMatchObject({ articleId: 'entrepass-guide' });
  });

  it('when the article has a stored address, then an English save does not send one', async () => {
    const article = makeAdminArticle({ id: 36, articleId: 'ep-guide', category: 'singapore-immigration', en: { title: 'Old' } });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(article));
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={vi.fn()} />);
    openTab(/English/);
    fireEvent.change(field('标题'), { target: { value: 'A new English title' } });

    fireEvent.click(screen.getByRole('button', { name: '保存英文草稿' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce(), { timeout: 15_000 });
    expect(JSON.parse(fetchSpy.mock.calls[0]![1]?.body as string)).not.toHaveProperty('articleId');
  });

  it('when versions are published, then the editor shows their live addresses from what is stored, each with a copy button', () => {
    const article = makeAdminArticle({ id: 36, articleId: 'ep-guide', category: 'singapore-immigration', status: 'Published', en: { title: 'EP', content: '<p>x</p>', status: 'Published' } });
    renderAdmin(<ArticleEditorDialog article={article} author="editor" onClose={vi.fn()} />);

    const live = screen.getByTestId('live-address');

    const links = within(live).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([`${window.location.origin}/immigration/ep-guide`, `${window.location.origin}/en/immigration/ep-guide`]);
    expect(within(live).getAllByRole('button', { name: /复制/ })).toHaveLength(2);
  });

  it('when nothing is published, then no live address is shown', () => {
    renderAdmin(<ArticleEditorDialog article={makeAdminArticle({ id: 36, articleId: 'ep-guide', category: 'singapore-immigration', status: 'Draft' })} author="editor" onClose={vi.fn()} />);

    expect(screen.queryByTestId('live-address')).toBeNull();
  });
});
