import { Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { lazyWhenNear } from '@/lib/lazy-when-near';
import { PageHead } from '@/lib/page-head';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { ServicesSection } from './services-section';
import { TESTIMONIALS_ANCHOR } from './testimonials-anchor';

// The carousel (embla) and its strings are their own chunk: the server renders it in full; the browser
// fetches it when the section comes near the viewport and hydrates it then; no other page downloads it.
const TestimonialsSection = lazyWhenNear(TESTIMONIALS_ANCHOR, () => import('./testimonials-section').then((m) => m.TestimonialsSection));

/** / : hero, services, about, testimonials, contact (docs/product-spec.md, section 2). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('home.title')} website />
      {/* one boundary per section: the server HTML hydrates in several short tasks instead of one long one */}
      <HeroSection />
      <Suspense>
        <ServicesSection />
      </Suspense>
      <Suspense>
        <AboutSection />
      </Suspense>
      <Suspense fallback={<div className="min-h-[32rem] bg-muted/60" />}>
        <TestimonialsSection />
      </Suspense>
      <Suspense>
        <ContactSection />
      </Suspense>
    </>
  );
}
