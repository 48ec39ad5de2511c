// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleIndexEntry } from '@shared/schemas/article-index';
import { createI18n } from '@/i18n';
import { NewsList } from './news-list';

afterEach(cleanup);

const entry = (id: number, imageUrl: string | null): ArticleIndexEntry => ({
  id,
  articleId: null,
  title: `新闻 ${id}`,
  summary: null,
  imageUrl,
  category: 'news',
  type: 'news',
  weight: 0,
  publishedAt: '2026-01-0' + id + 'T00:00:00Z',
  lang: 'zh',
});

function renderList(news: ArticleIndexEntry[]) {
  render(
    <I18nextProvider i18n={createI18n('zh')}>
      <MemoryRouter>
        <NewsList news={news} activeId={null} loading={false} error={null} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('NewsList', () => {
  it('when a news article has an uploaded cover, then its item shows its smallest copy as a lazy thumbnail, and one without shows none', () => {
    renderList([entry(1, '/media/0123456789abcdef01234567/w960.webp'), entry(2, null)]);

    const thumbs = screen.getAllByTestId('news-thumbnail');
    expect(thumbs).toHaveLength(1);
    expect(thumbs[0]!.getAttribute('src')).toBe('/media/0123456789abcdef01234567/w480.webp');
    expect(thumbs[0]!.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: /新闻 1/ }).contains(thumbs[0]!)).toBe(true);
  });

  it('when a thumbnail fails to load, then the item shows without it', () => {
    renderList([entry(1, '/gone.jpg')]);

    fireEvent.error(screen.getByTestId('news-thumbnail'));

    expect(screen.queryByTestId('news-thumbnail')).toBeNull();
    expect(screen.getByText('新闻 1')).toBeTruthy();
  });
});
