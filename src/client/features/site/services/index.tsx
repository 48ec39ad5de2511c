import { useTranslation } from '@/i18n/use-translation';
import { useLocation, useParams } from 'react-router';
import { sectionByType, type Section } from '@shared/catalog';
import { hasNotFoundMarker } from '@shared/not-found';
import { paths } from '@shared/paths';
import { NotFound } from '@/features/site/not-found';
import { useServicesStrings } from '@/i18n/services-strings';
import { Redirect } from '@/lib/render-context';
import { ArticleHead, ListBeside, PageHero } from '@/features/site/article-view';
import { WhatsAppButton } from '@/features/site/reach-us';
import { ConsultCta } from './components/consult-cta';
import { NotFoundNotice } from './components/not-found-notice';
import { SelfCheckCallout } from './components/self-check-callout';
import { ServiceArticle } from './components/service-article';
import { ServiceSidebar } from './components/service-sidebar';
import { useServiceData } from './service-data';
import { serviceHead, servicePageRedirect } from './service-meta';

export { prefetchServicePage, servicePageRedirect, type PageMeta } from './service-meta';
export type { SiteT } from './section-label';
/** the preview page shows drafts with the same view (features/site/preview) */
export { ServiceArticle } from './components/service-article';
export { ConsultCta } from './components/consult-cta';
export { ServiceSidebar } from './components/service-sidebar';
export { useServiceData } from './service-data';

/** Sections with the manual refresh button (docs/product-spec.md, section 2). */
const REFRESHABLE = new Set(['immigration', 'education']);

/** Routes '/:section' and '/:section/:item' for the five service sections; anything else is not found. */
export function ServicePage() {
  useServicesStrings();
  const params = useParams();
  const section = params.section ? sectionByType(params.section) : undefined;
  if (!section) return <NotFound />;
  if (!params.item) return <Redirect to={servicePageRedirect(params) ?? paths.home} />;
  return <ServiceView section={section} item={params.item} />;
}

function ServiceView({ section, item }: { section: Section; item: string }) {
  const { t } = useTranslation(['site', 'common']);
  // reached by the fallback of an unknown item: say so, and keep this variant out of search engines
  const missed = hasNotFoundMarker(useLocation().search);
  const { redirectTo, notFound, sidebarItems, selected, selectedTitle, label, activeItem, listLoading, listError, listMore, articleLoading, articleError, retry, refresh } = useServiceData(section, item);
  if (redirectTo) return <Redirect to={redirectTo} />;
  if (notFound) return <NotFound />;
  const itemLabel = activeItem?.title ?? selected?.title ?? selectedTitle;
  const head = serviceHead(section, selected, t);

  const sidebar = (inDrawer: boolean) => (
    <ServiceSidebar
      basePath={section.basePath}
      sectionName={label}
      items={sidebarItems}
      activeId={activeItem?.id}
      loading={listLoading}
      error={listError}
      more={listMore}
      showHeading={!inDrawer}
    />
  );

  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <ArticleHead head={head} article={selected} noindex={missed} />
      <PageHero
        eyebrow={t('services.eyebrow')}
        title={label}
        intro={t(`services.sections.${section.type}.intro`)}
        crumbs={[{ label: t('services.breadcrumb.home'), to: paths.home }, { label, to: section.basePath }, ...(itemLabel ? [{ label: itemLabel }] : [])]}
      />
      <ListBeside kind="service" list={sidebar} current={itemLabel}>
        {missed && <NotFoundNotice title={itemLabel} />}
        <ServiceArticle
          article={selected}
          itemLabel={itemLabel}
          loading={articleLoading}
          error={articleError}
          onRetry={retry}
          onRefresh={REFRESHABLE.has(section.type) ? refresh : undefined}
        />
        {selected && <SelfCheckCallout service={section.type} />}
        {selected && <ConsultCta />}
        {selected && <WhatsAppButton title={selected.title} className="mt-4" />}
      </ListBeside>
    </div>
  );
}
