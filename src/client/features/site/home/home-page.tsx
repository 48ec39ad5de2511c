import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/lib/page-head';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HeroSection } from './hero-section';
import { ServicesSection } from './services-section';

// The carousel (embla) is its own chunk: the server renders it in full, the browser hydrates it once
// the chunk has arrived, and no other page downloads it.
const TestimonialsSection = lazy(() => import('./testimonials-section').then((m) => ({ default: m.TestimonialsSection })));

/** / : hero, services, about, testimonials, contact (docs/product-spec.md, section 2). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('home.title')} />
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
