/** The article-reading pieces the services, news and techdocs pages share. */
export { ArticleBody } from './article-body';
export { ArticleByline } from './article-byline';
export { ArticleCover } from './article-cover';
export { ArticleLoading, ArticleMessage } from './article-states';
export { ArticleTable } from './article-table';
export { ListBeside } from './list-beside';
export { ListFailed, MoreButton } from './more-button';
export { Breadcrumb } from './breadcrumb';
export { PageHero } from './page-hero';
export { articleLang, TranslationNotice } from './translation-notice';
export { ArticleHead } from './article-head';
