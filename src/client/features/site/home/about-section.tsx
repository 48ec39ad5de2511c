import { CircleCheck, Clock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useConsultants, useHomeTexts } from '@/lib/home-content-queries';

// most sites have none: their code stays out of the home page's first load (docs/decisions/0010-first-load-javascript.md)
const ConsultantsList = lazy(() => import('./consultants-list').then((m) => ({ default: m.ConsultantsList })));

const stats = ['cases', 'satisfaction', 'experts', 'years'] as const;
const points = ['founded', 'headquarters', 'categories'] as const;

/** Founded 2010, Singapore headquarters, five categories, hours and the four claims of docs/product-spec.md, section 1. */
export function AboutSection() {
  const { t } = useTranslation();
  const hasConsultants = useConsultants().length > 0;
  // staff's words (settings → Home page); the seeded strings until they load
  const texts = useHomeTexts();
  const claims = texts?.claims ?? stats.map((s) => ({ label: t(`home.about.stats.${s}.label`), value: t(`home.about.stats.${s}.value`) }));
  return (
    <section id="about" tabIndex={-1} aria-labelledby="about-title" className="scroll-mt-20 py-16 outline-none md:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-2 lg:px-6">
        <div>
          <h2 id="about-title" className="text-3xl font-bold md:text-4xl">
            {t('home.about.title')}
          </h2>
          <p className="mt-5 text-lg font-medium text-primary">{texts ? texts.aboutLead : t('home.about.lead')}</p>
          <p className="mt-3 leading-relaxed text-muted-foreground">{texts?.aboutText ?? t('home.about.text')}</p>
          <ul className="mt-6 space-y-3">
            {points.map((p) => (
              <li key={p} className="flex items-start gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{t(`home.about.points.${p}`)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex items-start gap-3 rounded-lg border bg-muted/50 p-4">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="text-sm">
              <h3 className="font-semibold">{t('home.about.hoursTitle')}</h3>
              <p className="mt-1 text-muted-foreground">{t('home.about.weekdays')}</p>
              <p className="text-muted-foreground">{t('home.about.saturday')}</p>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {claims.map((claim, i) => (
            <div key={i} className="flex flex-col-reverse justify-end rounded-xl bg-primary p-6 text-center text-white shadow-md sm:p-8">
              <dt className="mt-2 text-sm text-white/85">{claim.label}</dt>
              <dd className="text-3xl font-bold text-accent sm:text-4xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {hasConsultants && (
        <Suspense fallback={null}>
          <ConsultantsList />
        </Suspense>
      )}
    </section>
  );
}
