import { useUrlListParams } from '../../shared/use-url-list-params';
import { emptyFilters, isArticleTab, isEnglishState, type ArticleFilters } from './article-list';

const names = { tab: 'tab', search: 'q', category: 'category', status: 'status', english: 'english' } as const;

function readFilters(params: URLSearchParams): ArticleFilters {
  const tab = params.get('tab');
  const english = params.get('english');
  return {
    tab: isArticleTab(tab) ? tab : 'all',
    search: params.get('q') ?? '',
    category: params.get('category') ?? 'all',
    status: params.get('status') ?? 'all',
    english: isEnglishState(english) ? english : 'all',
  };
}

/** Tab, filters and page of the article list, kept in the address. */
export function useListParams() {
  return useUrlListParams({ names, empty: emptyFilters, read: readFilters });
}
