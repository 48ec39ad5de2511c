import type { Shape } from '../../../types';
import type zh from '../../zh/site/search';

/** Public-site strings: the search page (see the zh file). */
const search: Shape<typeof zh> = {
  title: 'Search',
  titleFor: 'Results for “{{q}}”',
  description: 'Search Singapore immigration, study, business services and news.',
  eyebrow: 'Search',
  count_one: '{{count}} result',
  count_other: '{{count}} results',
  noResults: 'Nothing found for “{{q}}”',
  noResultsHint: 'Try another word, or browse our services:',
  emptyTitle: 'What are you looking for?',
  emptyHint: 'Type a service or a keyword, such as “company registration” or “EntrePass”, or browse our services:',
  failed: 'Search is unavailable right now. Please try again later.',
  published: 'Published {{date}}',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
  inChinese: '中文',
  inChineseHint: 'This page is in Chinese',
  pagination: 'Search result pages',
};
export default search;
