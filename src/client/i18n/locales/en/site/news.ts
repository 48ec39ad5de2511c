import type zh from '../../zh/site/news';
import type { Shape } from '../../../types';

const news: Shape<typeof zh> = {
  eyebrow: 'Newsroom',
  title: 'News',
  intro: 'Policy updates on Singapore immigration, study and business services, upcoming events and company news.',
  description:
    'News from Global Gateway Singapore: work pass and immigration policy updates, study and immigration planning seminars, and company news.',
  list: {
    heading: 'Latest news',
    label: 'News list',
    loading: 'Loading news...',
    empty: 'No news articles',
    error: 'Could not load news: {{message}}',
    more: 'More news',
    loadingMore: 'Loading more news...',
  },
  drawer: {
    open: 'Choose news',
    title: 'All news',
    description: 'Pick an article to start reading.',
  },
  article: {
    loading: 'Loading article...',
    failed: 'Load failed',
    retryLater: 'The article cannot be loaded right now. Please try again later.',
    published: 'Published',
    unpublished: 'Unpublished',
    date: 'Published on',
    backToList: 'Back to the news list',
  },
  welcome: {
    title: 'Welcome to our news',
    text: 'Choose an article from the list to read the latest on Singapore immigration, study and business services.',
  },
};
export default news;
