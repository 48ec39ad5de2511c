import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  crumbs: Crumb[];
  /** h1 when the page has no other main heading (documentation, news welcome) */
  titleAs?: 'h1' | 'p';
}

/** The navy banner on top of the service and news pages: breadcrumb, section name and a short intro. */
export function PageHero({ eyebrow, title, intro, crumbs, titleAs: Title = 'p' }: PageHeroProps) {
  const { t } = useTranslation();
  return (
    <section className="relative isolate overflow-hidden bg-primary text-primary-foreground">
      <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-white/5" />
      <div aria-hidden className="absolute -bottom-32 left-1/3 -z-10 size-96 rounded-full bg-accent/10 blur-2xl" />
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14 lg:px-6">
        <nav aria-label={t('services.breadcrumb.label')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-white/80">
            {crumbs.map((crumb, i) => (
              <Fragment key={i}>
                {i > 0 && (
                  <li aria-hidden className="flex items-center">
                    <ChevronRight className="size-3.5 text-white/60" />
                  </li>
                )}
                <li className="min-w-0">
                  {crumb.to ? (
                    <Link to={crumb.to} className="rounded-sm hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="line-clamp-1 font-medium text-white">
                      {crumb.label}
                    </span>
                  )}
                </li>
              </Fragment>
            ))}
          </ol>
        </nav>
        <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
        <Title className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">{title}</Title>
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-white/85 md:text-lg">{intro}</p>
      </div>
      <div aria-hidden className="h-1 bg-gradient-to-r from-accent via-accent/50 to-transparent" />
    </section>
  );
}
