import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const stats = ['cases', 'satisfaction', 'experts', 'years'] as const;
const points = ['founded', 'headquarters', 'categories'] as const;

/** Founded 2010, Singapore headquarters, five categories, hours and the four claims of docs/product-spec.md, section 1. */
export function AboutSection() {
  const { t } = useTranslation();
  return (
    <section id="about" tabIndex={-1} aria-labelledby="about-title" className="scroll-mt-20 py-16 outline-none md:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-2 lg:px-6">
        <div>
          <h2 id="about-title" className="text-3xl font-bold md:text-4xl">
            {t('home.about.title')}
          </h2>
          <p className="mt-5 text-lg font-medium text-primary">{t('home.about.lead')}</p>
          <p className="mt-3 leading-relaxed text-muted-foreground">{t('home.about.text')}</p>
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
          {stats.map((s) => (
            <div key={s} className="flex flex-col-reverse rounded-xl bg-primary p-6 text-center text-white shadow-md sm:p-8 odd:translate-y-0 even:lg:translate-y-6">
              <dt className="mt-2 text-sm text-white/85">{t(`home.about.stats.${s}.label`)}</dt>
              <dd className="text-3xl font-bold text-accent sm:text-4xl">{t(`home.about.stats.${s}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
