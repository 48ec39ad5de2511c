import { useTranslation } from '@/i18n/use-translation';
import { paths } from '@shared/paths';
import { Breadcrumb } from '@/features/site/article-view';
import { ConsultationForm } from '@/features/site/consultation-form';
import { ContactDetails, ContactFormHint, TrustDetails } from '@/features/site/layout';
import { PageHead } from '@/lib/page-head';
import { WhatsAppButton } from '@/features/site/reach-us';
import { BookTimeCard } from './book-time-card';

/** /contact: the title, booking a time instead, and the enquiry form, with the contact details beside it. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16 lg:px-6">
      <PageHead title={t('contact.page.title')} description={t('contact.page.subtitle')} />
      <Breadcrumb className="mb-6" crumbs={[{ label: t('nav.home', { ns: 'common' }), to: paths.home }, { label: t('contact.page.title') }]} />
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold md:text-4xl">{t('contact.page.title')}</h1>
        <p className="mt-4 text-muted-foreground">{t('contact.page.subtitle')}</p>
      </header>
      <BookTimeCard />
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-xl border bg-card p-6 shadow-sm md:p-8">
          <ConsultationForm />
        </div>
        <aside aria-labelledby="contact-page-info" className="rounded-xl border bg-muted/50 p-6 md:p-8">
          <h2 id="contact-page-info" className="mb-6 text-lg font-semibold">
            {t('contact.page.infoTitle')}
          </h2>
          <ContactFormHint className="mb-6 text-sm text-muted-foreground" />
          <ContactDetails />
          <WhatsAppButton title={t('contact.page.title')} className="mt-6" />
          <TrustDetails className="mt-6 border-t pt-6" />
        </aside>
      </div>
    </div>
  );
}
