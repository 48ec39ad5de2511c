import { ArrowRight, MessageSquareText } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { AnchorLink } from '@/features/site/layout';
import { useHomeTexts } from '@/lib/home-content-queries';

/** First screen: headline and the two buttons scrolling to the services and the contact sections. */
export function HeroSection() {
  const { t } = useTranslation();
  // staff's words (settings → Home page); the seeded strings until they load
  const texts = useHomeTexts();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-gradient-to-br from-[#07284f] via-primary to-[#134d8c] text-white">
      {/* Marina Bay drawn for this site (public/skyline.svg, 2 KB): a fixed-height band, so nothing shifts */}
      <img
        src="/skyline.svg"
        alt=""
        aria-hidden="true"
        width={1440}
        height={240}
        decoding="async"
        className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-28 w-full object-cover object-[42%_100%] select-none sm:h-36 md:h-44 lg:h-52 xl:h-60"
      />
      <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 pt-14 pb-36 sm:pt-20 sm:pb-44 md:pt-28 md:pb-52 lg:px-6 lg:pt-28 lg:pb-56 xl:pb-64">
        <p className="rounded-full border border-white/25 bg-white/10 px-4 py-1 text-sm text-white">{t('home.hero.badge')}</p>
        <h1 id="hero-title" className="max-w-4xl text-3xl leading-tight font-bold text-balance sm:text-4xl md:text-5xl">
          {texts?.heroTitle ?? t('home.hero.title')}
        </h1>
        <p className="max-w-2xl text-base leading-relaxed text-white/90 md:text-lg">{texts?.heroSubtitle ?? t('home.hero.subtitle')}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild size="lg" className="bg-accent text-accent-foreground hover:bg-accent/90">
            <AnchorLink anchor="services">
              {t('home.hero.services')}
              <ArrowRight aria-hidden="true" />
            </AnchorLink>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white hover:text-primary">
            <AnchorLink anchor="contact" data-cta="enquire">
              <MessageSquareText aria-hidden="true" />
              {t('home.hero.contact')}
            </AnchorLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
