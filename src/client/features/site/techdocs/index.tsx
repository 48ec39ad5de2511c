import { useTranslation } from '@/i18n/use-translation';
import { paths } from '@shared/paths';
import { PageHead } from '@/lib/page-head';
import { PageHero } from '@/features/site/article-view';
import { useServicesStrings } from '@/i18n/services-strings';
import { useTechdocsStrings } from '@/i18n/techdocs-strings';
import { ApiList } from './components/api-list';
import { DocSection } from './components/doc-section';
import { CommandList, OverviewCards, SecurityList } from './components/doc-overview';
import { RouteList } from './components/route-list';
import { SettingsList } from './components/settings-list';
import { sectionIds } from './techdocs-data';

/** /techdocs: the product's technical documentation (Chinese by default, English when chosen). */
export function TechDocsPage() {
  useTechdocsStrings();
  useServicesStrings(); // the breadcrumb's labels
  const { t } = useTranslation();
  const toc = (
    <ol className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:gap-1 md:overflow-visible md:pb-0">
      {sectionIds.map((id, i) => (
        <li key={id} className="shrink-0">
          <a
            href={`#${id}`}
            className="flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm whitespace-nowrap text-foreground/85 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:rounded-lg md:border-0 md:bg-transparent md:py-2 md:hover:bg-muted"
          >
            <span aria-hidden className="font-mono text-xs text-muted-foreground">{String(i + 1).padStart(2, '0')}</span>
            {t(`techdocs.nav.${id}`)}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <PageHead title={t('techdocs.title')} description={t('techdocs.description')} />
      <PageHero
        eyebrow={t('techdocs.eyebrow')}
        title={t('techdocs.title')}
        intro={t('techdocs.intro')}
        titleAs="h1"
        crumbs={[{ label: t('services.breadcrumb.home'), to: paths.home }, { label: t('techdocs.title') }]}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 pt-6 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8 md:pt-10 lg:px-6">
        <nav aria-label={t('techdocs.toc')} className="min-w-0 md:sticky md:top-24 md:self-start">
          <h2 className="mb-2 hidden px-3 text-xs font-semibold tracking-[0.15em] text-muted-foreground uppercase md:block">{t('techdocs.toc')}</h2>
          {toc}
        </nav>
        <div className="min-w-0 space-y-6">
          <DocSection id="overview" title={t('techdocs.nav.overview')} lead={t('techdocs.overview.lead')}>
            <OverviewCards />
          </DocSection>
          <DocSection id="running" title={t('techdocs.nav.running')} lead={t('techdocs.running.lead')}>
            <CommandList />
          </DocSection>
          <DocSection id="settings" title={t('techdocs.nav.settings')} lead={t('techdocs.settings.lead')}>
            <SettingsList />
          </DocSection>
          <DocSection id="security" title={t('techdocs.nav.security')}>
            <SecurityList />
          </DocSection>
          <DocSection id="api" title={t('techdocs.nav.api')} lead={t('techdocs.api.lead')}>
            <ApiList />
          </DocSection>
          <DocSection id="routes" title={t('techdocs.nav.routes')} lead={t('techdocs.routes.lead')}>
            <RouteList />
          </DocSection>
        </div>
      </div>
    </div>
  );
}
