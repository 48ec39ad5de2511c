import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router';
import { paths } from '@shared/paths';
import { PageHero } from '@/features/site/article-view';
import { SearchBox } from '@/features/site/layout';
import { useSearchStrings } from '@/i18n/search-strings';
import { PageHead } from '@/lib/page-head';
import { searchQuery, searchRequest } from './api/get-search';
import { SearchResults } from './components/search-results';
import { SearchSuggestions } from './components/search-suggestions';

export { prefetchSearchPage } from './api/get-search';

/**
 * /search?q= and /en/search?q= (docs/decisions/0013-search.md): ranked results in the page's language, or suggestions.
 * Never indexed; never kept by the page cache (docs/decisions/0013-search.md).
 */
export function SearchPage() {
  useSearchStrings();
  const { t, i18n } = useTranslation(['site', 'common']);
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { q, page } = searchRequest(new URLSearchParams(useLocation().search));
  const results = useQuery(searchQuery(q, lang, page));

  let body;
  if (!q) body = <SearchSuggestions title={t('search.page.emptyTitle')} hint={t('search.page.emptyHint')} />;
  else if (results.data && results.data.total > 0) body = <SearchResults answer={results.data} />;
  else if (results.data) body = <SearchSuggestions title={t('search.page.noResults', { q })} hint={t('search.page.noResultsHint')} />;
  else if (results.isError) body = <p role="alert" className="rounded-2xl border border-border bg-card p-5 text-sm text-destructive">{t('search.page.failed')}</p>;
  else body = <div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-card" />;

  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <PageHead title={q ? t('search.page.titleFor', { q }) : t('search.page.title')} description={t('search.page.description')} noindex />
      <PageHero
        eyebrow={t('search.page.eyebrow')}
        title={q ? t('search.page.titleFor', { q }) : t('search.page.title')}
        intro={t('search.page.description')}
        titleAs="h1"
        crumbs={[{ label: t('nav.home', { ns: 'common' }), to: paths.home }, { label: t('search.page.title') }]}
      />
      <div className="mx-auto max-w-3xl px-4 pt-6 md:pt-10">
        {/* keyed by q, so the box shows the query of the address after each search */}
        <SearchBox key={q} defaultValue={q} className="mb-6 bg-card shadow-sm [&_input]:h-11 [&_input]:text-base" />
        {body}
      </div>
    </div>
  );
}
