// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchResult } from '@shared/schemas/search';
import { createI18n } from '@/i18n';
import { useSearchStrings } from '@/i18n/search-strings';
import { SearchResults } from './search-results';

const result = (fields: Partial<SearchResult>): SearchResult => ({
  id: 1,
  lang: 'en',
  articleId: null,
  path: '/immigration/article-1',
  title: 'A',
  titleHighlighted: 'A',
  excerpt: '',
  category: 'singapore-immigration',
  type: 'service',
  publishedAt: null,
  ...fields,
});

function Results({ answer }: { answer: SearchAnswer }) {
  useSearchStrings();
  return <SearchResults answer={answer} />;
}

afterEach(cleanup);

describe('SearchResults', () => {
  it('when the English site finds a page in Chinese only, then it links to the Chinese page and is tagged 中文; an English result is not', () => {
    const answer: SearchAnswer = {
      q: '就业准证',
      lang: 'en',
      page: 1,
      pageSize: 10,
      total: 2,
      results: [result({ id: 1, title: 'Employment Pass', titleHighlighted: 'Employment Pass' }), result({ id: 2, lang: 'zh', path: '/immigration/article-2', title: '就业准证指南', titleHighlighted: '<mark>就业准证</mark>指南' })],
    };

    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter basename="/en" initialEntries={['/en/search?q=x']}>
          <Results answer={answer} />
        </MemoryRouter>
      </I18nextProvider>,
    );

    const tags = screen.getAllByTestId('search-result-chinese');
    expect(tags).toHaveLength(1);
    expect(tags[0]!.textContent).toBe('中文');
    expect(tags[0]!.getAttribute('href')).toBe('/immigration/article-2');
    expect(screen.getByRole('link', { name: '就业准证指南' }).getAttribute('href')).toBe('/immigration/article-2');
    expect(screen.getByRole('link', { name: 'Employment Pass' }).getAttribute('href')).toBe('/en/immigration/article-1');
  });
});
