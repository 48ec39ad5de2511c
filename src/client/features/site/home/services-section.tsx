import { ArrowRight, BriefcaseBusiness, Gem, Globe, GraduationCap, Plane, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { sections, type Section } from '@shared/catalog';

const icons: Record<Section['navType'], LucideIcon> = {
  immigration: Plane,
  education: GraduationCap,
  business: BriefcaseBusiness,
  valueAdded: Gem,
  overseas: Globe,
};

/** Five cards linking to /immigration, /education, /business, /value-added and /overseas. */
export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <section id="services" tabIndex={-1} aria-labelledby="services-title" className="scroll-mt-20 bg-muted/60 py-16 outline-none md:py-24">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="services-title" className="text-3xl font-bold text-foreground md:text-4xl">
            {t('home.services.title')}
          </h2>
          <p className="mt-4 text-muted-foreground">{t('home.services.subtitle')}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {sections.map((section) => {
            const Icon = icons[section.navType];
            const name = t(`nav.${section.navType}`, { ns: 'common' });
            return (
              <li key={section.type}>
                <Link
                  to={section.basePath}
                  className="group flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm transition hover:-translate-y-1 hover:border-primary/30 hover:shadow-lg focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <span className="mb-5 inline-flex size-12 items-center justify-center rounded-lg bg-primary text-white transition-colors group-hover:bg-accent group-hover:text-accent-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mb-2 text-lg font-semibold">{name}</h3>
                  <p className="flex-1 text-sm leading-relaxed text-muted-foreground">{t(`home.services.cards.${section.navType}`)}</p>
                  <span className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-primary">
                    {t('home.services.more')}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
