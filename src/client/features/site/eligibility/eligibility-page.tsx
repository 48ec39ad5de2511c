import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'react-router';
import { localizedText } from '@shared/assessment-rules';
import { sectionByType } from '@shared/catalog';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/features/site/article-view';
import { NotFound } from '@/features/site/not-found';
import { useEligibilityStrings } from '@/i18n/eligibility-strings';
import { useContentLanguage } from '@/lib/content-language';
import { PageHead } from '@/lib/page-head';
import { isAssessmentSlug, usePublishedAssessment } from './api/get-assessment';
import { AssessmentRunner } from './components/assessment-runner';

/**
 * /eligibility/<slug> and /en/eligibility/<slug> (docs/decisions/0030-self-assessments.md): rendered on
 * the server with the published version; a slug with none published is the site's not-found page (404).
 */
export function EligibilityPage() {
  useEligibilityStrings();
  const { t } = useTranslation(['site', 'common']);
  const lang = useContentLanguage();
  const { slug } = useParams();
  const assessment = usePublishedAssessment(slug);
  if (!isAssessmentSlug(slug) || assessment.data === null) return <NotFound />;

  const data = assessment.data;
  const content = data?.content;
  const title = content ? localizedText(content.title, lang) : t('eligibility.page.eyebrow');
  const section = content && sectionByType(content.service);
  const crumbs = [
    { label: t('nav.home', { ns: 'common' }), to: paths.home },
    ...(section ? [{ label: t(`nav.${section.navType}`, { ns: 'common' }), to: section.basePath }] : []),
    { label: title },
  ];

  let body;
  if (data && content) {
    body = (
      <>
        <p className="mb-4 flex items-start gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {t('eligibility.page.facts', { count: content.questions.length })}
            {' · '}
            {t('eligibility.page.private')}
          </span>
        </p>
        <AssessmentRunner key={`${data.slug}:${data.versionId}`} content={content} lang={lang} slug={data.slug} versionId={data.versionId} />
      </>
    );
  } else if (assessment.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <p className="flex items-start gap-3">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          {t('eligibility.page.failed')}
        </p>
        <Button type="button" variant="outline" className="min-h-11" onClick={() => void assessment.refetch()}>
          {t('eligibility.page.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div aria-busy="true" className="h-96 animate-pulse rounded-xl bg-card">
        <span className="sr-only">{t('eligibility.page.loading')}</span>
      </div>
    );
  }

  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <PageHead title={title} description={content ? localizedText(content.intro, lang) : null} />
      <PageHero eyebrow={t('eligibility.page.eyebrow')} title={title} intro={content ? localizedText(content.intro, lang) : ''} titleAs="h1" crumbs={crumbs} />
      <div className="mx-auto max-w-2xl px-4 pt-6 md:pt-10">{body}</div>
    </div>
  );
}
