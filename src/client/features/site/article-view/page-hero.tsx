import { Breadcrumb, type Crumb } from './breadcrumb';

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
  return (
    <section className="relative isolate overflow-hidden bg-primary text-primary-foreground">
      <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-white/5" />
      <div aria-hidden className="absolute -bottom-32 left-1/3 -z-10 size-96 rounded-full bg-accent/10 blur-2xl" />
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14 lg:px-6">
        <Breadcrumb crumbs={crumbs} tone="inverted" />
        <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
        <Title className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">{title}</Title>
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-white/85 md:text-lg">{intro}</p>
      </div>
      <div aria-hidden className="h-1 bg-gradient-to-r from-accent via-accent/50 to-transparent" />
    </section>
  );
}
