import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'react-router';
import { AlertTriangle, Newspaper } from 'lucide-react';
import { paths } from '@shared/paths';
import { NotFound } from '@/features/site/not-found';
import { useNewsStrings } from '@/i18n/news-strings';
import { useServicesStrings } from '@/i18n/services-strings';
import { Redirect } from '@/lib/render-context';
import { ArticleHead, ArticleLoading, ArticleMessage, ListBeside, PageHero } from '@/features/site/article-view';
import { WhatsAppButton } from '@/features/site/reach-us';
import { NewsArticle } from './components/news-article';
import { NewsList } from './components/news-list';
import { useNewsData } from './news-data';
import { newestNewsPath, parseNewsId } from './news-order';

import { newsHead } from './news-meta';

export { newsPageRedirect, prefetchNewsPage } from './news-meta';
/** the preview page shows drafts with the same view (features/site/preview) */
export { NewsArticle } from './components/news-article';
export { NewsList } from './components/news-list';
export { useNewsData } from './news-data';

/** Routes '/news' (redirects to the newest article) and '/news/:id'. */
export function NewsPage() {
  useNewsStrings();
  useServicesStrings();
  const { t } = useTranslation(['site', 'common']);
  const { id: idParam } = useParams();
  const id = parseNewsId(idParam);
  const { list, listProps: listState, news, article, notFound, articleLoading, articleError } = useNewsData(id);

  if (idParam !== undefined && (id === null || notFound)) return <NotFound />;
  const newest = idParam === undefined ? newestNewsPath(news) : null;
  if (newest) return <Redirect to={newest} />;

  const listError = list.data ? null : list.error;
  const listProps = { ...listState, activeId: id };
  const head = newsHead(article, t);

  let panel;
  if (article) panel = <NewsArticle article={article} />;
  else if (articleLoading || (idParam === undefined && list.isPending)) panel = <ArticleLoading label={t('news.article.loading')} />;
  else if (articleError || (idParam === undefined && listError)) {
    panel = (
      <ArticleMessage
        role="alert"
        icon={<AlertTriangle aria-hidden className="size-5" />}
        title={t('news.article.failed')}
        text={t('news.article.retryLater')}
      />
    );
  } else {
    panel = <ArticleMessage icon={<Newspaper aria-hidden className="size-5" />} title={t('news.welcome.title')} text={t('news.welcome.text')} />;
  }

  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <ArticleHead head={head} article={article} />
      <PageHero
        eyebrow={t('news.eyebrow')}
        title={t('news.title')}
        intro={t('news.intro')}
        titleAs={article ? 'p' : 'h1'}
        crumbs={[
          { label: t('services.breadcrumb.home'), to: paths.home },
          article ? { label: t('news.title'), to: paths.news } : { label: t('news.title') },
          ...(article ? [{ label: article.title }] : []),
        ]}
      />
      <ListBeside kind="news" list={(inDrawer) => <NewsList {...listProps} showHeading={!inDrawer} />} current={article?.title}>
        {panel}
        {article && <WhatsAppButton title={article.title} className="mt-6" />}
      </ListBeside>
    </div>
  );
}
