import { useUrlListParams } from '../../shared/use-url-list-params';
import { emptyFilters, isArticleTab, isCategory, isEnglishState, isStatus, type ArticleFilters } from './article-list';

const names = { tab: 'tab', search: 'q', category: 'category', status: 'status', english: 'english' } as const;

/** Unknown values in the address filter nothing (the server would refuse them). */
function readFilters(params: URLSearchParams): ArticleFilters {
  const tab = params.get('tab');
  const category = params.get('category');
  const status = params.get('status') ?? '';
  const english = params.get('english');
  return {
    tab: isArticleTab(tab) ? tab : 'all',
    search: params.get('q') ?? '',
    category: isCategory(category) ? category : 'all',
    status: isStatus(status) ? status : 'all',
    english: isEnglishState(english) ? english : 'all',
  };
}

/** Tab, filters and page of the article list, kept in the address. */
export function useListParams() {
  return useUrlListParams({ names, empty: emptyFilters, read: readFilters });
}
