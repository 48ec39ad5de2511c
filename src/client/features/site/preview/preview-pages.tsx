import { useTranslation } from 'react-i18next';
import { sectionByCategory, type Section } from '@shared/catalog';
import type { PublicArticle } from '@shared/schemas/articles';
import { paths } from '@shared/paths';
import { DrawerPicker, PageHero } from '@/features/site/article-view';
import { NewsArticle, NewsList, useNewsData } from '@/features/site/news';
import { ConsultCta, ServiceArticle, ServiceSidebar, useServiceData } from '@/features/site/services';

/*
 * The draft inside the public page's own frame (hero, breadcrumbs, sidebar or news list), built from
 * the same components as ServicePage and NewsPage, so a writer judges the layout visitors will get.
 * Keep the grid classes in step with features/site/services/index.tsx and features/site/news/index.tsx.
 */

function ServicePreview({ article, section }: { article: PublicArticle; section: Section }) {
  const { t } = useTranslation(['site', 'common']);
  // no item of the address: the draft is shown whatever the published list resolves to
  const { sidebarItems, label, listLoading, listError } = useServiceData(section, '');
  const active = sidebarItems.find((i) => i.articleId === article.id);
  const itemLabel = active?.title ?? article.title;
  const sidebar = (inDrawer: boolean) => (
    <ServiceSidebar basePath={section.basePath} sectionName={label} items={sidebarItems} activeId={active?.id} loading={listLoading} error={listError} showHeading={!inDrawer} />
  );

  return (
    <>
      <PageHero
        eyebrow={t('services.eyebrow')}
        title={label}
        intro={t(`services.sections.${section.type}.intro`)}
        crumbs={[{ label: t('services.breadcrumb.home'), to: paths.home }, { label, to: section.basePath }, { label: itemLabel }]}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-5 px-4 pt-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 md:pt-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:px-6">
        <aside className="hidden md:block">
          <div className="sticky top-24 rounded-2xl border border-border bg-card p-3 shadow-sm">{sidebar(false)}</div>
        </aside>
        <div className="md:hidden">
          <DrawerPicker triggerLabel={t('services.drawer.open')} current={itemLabel} title={t('services.drawer.title')} description={t('services.drawer.description')}>
            {sidebar(true)}
          </DrawerPicker>
        </div>
        <div className="min-w-0">
          <ServiceArticle article={article} itemLabel={itemLabel} loading={false} error={null} onRetry={() => undefined} />
          <ConsultCta />
        </div>
      </div>
    </>
  );
}

function NewsPreview({ article }: { article: PublicArticle }) {
  const { t } = useTranslation(['site', 'common']);
  const { list, news } = useNewsData(null);
  const listProps = { news, activeId: article.id, loading: list.isPending, error: list.data ? null : list.error };

  return (
    <>
      <PageHero
        eyebrow={t('news.eyebrow')}
        title={t('news.title')}
        intro={t('news.intro')}
        titleAs="p"
        crumbs={[{ label: t('services.breadcrumb.home'), to: paths.home }, { label: t('news.title'), to: paths.news }, { label: article.title }]}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-5 px-4 pt-6 md:grid-cols-[17rem_minmax(0,1fr)] md:gap-8 md:pt-10 lg:grid-cols-[20rem_minmax(0,1fr)] lg:px-6">
        <aside className="hidden md:block">
          <div className="sticky top-24 rounded-2xl border border-border bg-card p-3 shadow-sm">
            <NewsList {...listProps} />
          </div>
        </aside>
        <div className="md:hidden">
          <DrawerPicker triggerLabel={t('news.drawer.open')} current={article.title} title={t('news.drawer.title')} description={t('news.drawer.description')}>
            <NewsList {...listProps} showHeading={false} />
          </DrawerPicker>
        </div>
        <div className="min-w-0">
          <NewsArticle article={article} />
        </div>
      </div>
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
