import { Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { lazyWhenNear } from '@/lib/lazy-when-near';

const CONTACT_ANCHOR = 'contact';

// The form (its validation, consent, honeypot and token) is a chunk of its own, fetched as the section nears
// the viewport: the server renders it in full, and the home page's first load stays within its budget.
const ConsultationForm = lazyWhenNear(CONTACT_ANCHOR, () => import('@/features/site/consultation-form').then((m) => m.ConsultationForm));
const ContactAside = lazyWhenNear(CONTACT_ANCHOR, () => import('./contact-aside').then((m) => m.ContactAside));

/** The enquiry form and the contact details (docs/product-spec.md, section 2). */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <section id={CONTACT_ANCHOR} tabIndex={-1} aria-labelledby="contact-title" className="scroll-mt-20 py-16 outline-none md:py-24">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="contact-title" className="text-3xl font-bold md:text-4xl">
            {t('home.contact.title')}
          </h2>
          <p className="mt-4 text-muted-foreground">{t('home.contact.subtitle')}</p>
        </div>
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <div className="rounded-xl border bg-card p-6 shadow-sm md:p-8">
            <h3 className="mb-6 text-xl font-semibold">{t('home.contact.formTitle')}</h3>
            <Suspense fallback={<div className="min-h-[28rem]" />}>
              <ConsultationForm />
            </Suspense>
          </div>
          <aside aria-labelledby="contact-info-title" className="rounded-xl bg-primary p-6 text-white shadow-sm md:p-8">
            <h3 id="contact-info-title" className="mb-6 text-xl font-semibold">
              {t('home.contact.infoTitle')}
            </h3>
            <Suspense fallback={<div className="min-h-24" />}>
              <ContactAside />
            </Suspense>
          </aside>
        </div>
      </div>
    </section>
  );
}
