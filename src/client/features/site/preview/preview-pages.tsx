import { useTranslation } from '@/i18n/use-translation';
import { sectionByCategory, type Section } from '@shared/catalog';
import type { PublicArticle } from '@shared/schemas/articles';
import { paths } from '@shared/paths';
import { ListBeside, PageHero } from '@/features/site/article-view';
import { NewsArticle, NewsList, useNewsData } from '@/features/site/news';
import { ConsultCta, ServiceArticle, ServiceSidebar, useServiceData } from '@/features/site/services';

/*
 * The draft inside the public page's own frame (hero, breadcrumbs, sidebar or news list), built from
 * the same components as ServicePage and NewsPage (ListBeside included), so a writer judges the
 * layout visitors will get.
 */

function ServicePreview({ article, section }: { article: PublicArticle; section: Section }) {
  const { t } = useTranslation(['site', 'common']);
  // no item of the address: the draft is shown whatever the published list resolves to
  const { sidebarItems, label, listLoading, listError, listMore } = useServiceData(section, '');
  const active = sidebarItems.find((i) => i.articleId === article.id);
  const itemLabel = active?.title ?? article.title;
  const sidebar = (inDrawer: boolean) => (
    <ServiceSidebar basePath={section.basePath} sectionName={label} items={sidebarItems} activeId={active?.id} loading={listLoading} error={listError} more={listMore} showHeading={!inDrawer} />
  );

  return (
    <>
      <PageHero
        eyebrow={t('services.eyebrow')}
        title={label}
        intro={t(`services.sections.${section.type}.intro`)}
        crumbs={[{ label: t('services.breadcrumb.home'), to: paths.home }, { label, to: section.basePath }, { label: itemLabel }]}
      />
      <ListBeside kind="service" list={sidebar} current={itemLabel}>
        <ServiceArticle article={article} itemLabel={itemLabel} loading={false} error={null} onRetry={() => undefined} />
        <ConsultCta />
      </ListBeside>
    </>
  );
}

function NewsPreview({ article }: { article: PublicArticle }) {
  const { t } = useTranslation(['site', 'common']);
  const listProps = { ...useNewsData(null).listProps, activeId: article.id };

  return (
    <>
      <PageHero
        eyebrow={t('news.eyebrow')}
        title={t('news.title')}
        intro={t('news.intro')}
        titleAs="p"
        crumbs={[{ label: t('services.breadcrumb.home'), to: paths.home }, { label: t('news.title'), to: paths.news }, { label: article.title }]}
      />
      <ListBeside kind="news" list={(inDrawer) => <NewsList {...listProps} showHeading={!inDrawer} />} current={article.title}>
        <NewsArticle article={article} />
      </ListBeside>
    </>
  );
}

/** The page a published `article` would be: the news page, or its section's service page. */
export function PreviewPage({ article }: { article: PublicArticle }) {
  const section = article.type === 'news' ? undefined : sectionByCategory(article.category);
  if (article.type === 'news') return <NewsPreview article={article} />;
  if (section) return <ServicePreview article={article} section={section} />;
  // a service article outside the five sections has no public page of its own: the article alone
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 md:pt-10 lg:px-6">
      <ServiceArticle article={article} itemLabel={undefined} loading={false} error={null} onRetry={() => undefined} />
    </div>
  );
}
