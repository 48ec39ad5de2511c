import { ArrowRight, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AnchorLink } from '@/features/site/layout';

/** Decorative globe lines behind the hero text (pure CSS/SVG: nothing to download). */
function HeroBackdrop() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 600 600" className="pointer-events-none absolute -right-40 -bottom-48 size-[36rem] text-white/10 md:-right-16 md:size-[42rem]">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="300" cy="300" r="280" />
        <ellipse cx="300" cy="300" rx="120" ry="280" />
        <ellipse cx="300" cy="300" rx="210" ry="280" />
        <path d="M20 300h560M45 180h510M45 420h510M300 20v560" />
      </g>
    </svg>
  );
}

/** First screen: headline and the two buttons scrolling to the services and the contact sections. */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-gradient-to-br from-[#07284f] via-primary to-[#134d8c] text-white">
      <HeroBackdrop />
      <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20 md:py-28 lg:px-6 lg:py-32">
        <p className="rounded-full border border-white/25 bg-white/10 px-4 py-1 text-sm text-white">{t('home.hero.badge')}</p>
        <h1 id="hero-title" className="max-w-4xl text-3xl leading-tight font-bold text-balance sm:text-4xl md:text-5xl">
          {t('home.hero.title')}
        </h1>
        <p className="max-w-2xl text-base leading-relaxed text-white/90 md:text-lg">{t('home.hero.subtitle')}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild size="lg" className="bg-accent text-accent-foreground hover:bg-accent/90">
            <AnchorLink anchor="services">
              {t('home.hero.services')}
              <ArrowRight aria-hidden="true" />
            </AnchorLink>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white hover:text-primary">
            <AnchorLink anchor="contact">
              <MessageSquareText aria-hidden="true" />
              {t('home.hero.contact')}
            </AnchorLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
