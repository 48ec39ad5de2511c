import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { sections } from '@shared/catalog';
import { paths } from '@shared/paths';
import { useHasTrustDetails } from '@/lib/home-content-queries';
import { AnchorLink, type HomeAnchor } from '../anchor-link';
import { ContactDetails, useHasContactDetails, type ContactField } from '../contact-details';
import { LogoMark } from '../logo-mark';
import { FooterAccount } from './footer-account';
import { SocialLinks } from './social-links';

const quickLinks: { key: 'about' | 'projects' | 'contact'; anchor: HomeAnchor }[] = [
  { key: 'about', anchor: 'about' },
  { key: 'projects', anchor: 'services' },
  { key: 'contact', anchor: 'contact' },
];
const footerContactFields: ContactField[] = ['phone', 'whatsapp', 'email', 'wechat', 'address'];
const linkClass = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';
const headingClass = 'mb-4 text-sm font-semibold tracking-wider text-white uppercase';

// Both are rare on a page (a campaign landing, a firm that filled its licence details): their code stays
// out of every page's first load (docs/decisions/0010-first-load-javascript.md).
const TrustDetails = lazy(() => import('../trust-details').then((m) => ({ default: m.TrustDetails })));


/** Company text, social QR codes, quick and service links, contact block, copyright and account links. */
export function SiteFooter() {
  const { t } = useTranslation();
  const hasTrust = useHasTrustDetails();
  const hasContact = useHasContactDetails(footerContactFields);
  const year = new Date().getFullYear();
  const contactBlock = hasContact || hasTrust;
  return (
    <footer className="bg-slate-900 text-slate-300">
      {/* as many desktop columns as there are blocks: no empty fourth column when no contact block shows */}
      <div className={`mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:px-6 ${contactBlock ? 'lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]' : 'lg:grid-cols-[1.6fr_1fr_1fr]'}`}>
        <section aria-labelledby="footer-company" className="col-span-2 lg:col-span-1">
          <div className="mb-4 flex items-center gap-2">
            <LogoMark />
            <h2 id="footer-company" className="text-lg font-bold text-white">
              {t('brandFull', { ns: 'common' })}
            </h2>
          </div>
          <p className="mb-5 text-sm leading-relaxed">{t('layout.footer.description')}</p>
          <h3 className="sr-only">{t('layout.footer.socialTitle')}</h3>
          <SocialLinks />
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={headingClass}>
            {t('layout.footer.quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to={paths.home} className={linkClass}>
                {t('layout.footer.quick.home')}
              </Link>
            </li>
            {quickLinks.map(({ key, anchor }) => (
              <li key={key}>
                <AnchorLink anchor={anchor} className={linkClass}>
                  {t(`layout.footer.quick.${key}`)}
                </AnchorLink>
              </li>
            ))}
            <li>
              <Link to={paths.news} className={linkClass}>
                {t('nav.news', { ns: 'common' })}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {t('layout.footer.servicesTitle')}
          </h2>
          <ul className="space-y-2 text-sm">
            {sections.map((s) => (
              <li key={s.type}>
                <Link to={s.basePath} className={linkClass}>
                  {t(`nav.${s.navType}`, { ns: 'common' })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* no heading over nothing: the block shows when a contact detail or a licence detail is set */}
        {contactBlock && (
          <section aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
            <h2 id="footer-contact" className={headingClass}>
              {t('layout.footer.contactTitle')}
            </h2>
            <ContactDetails tone="inverted" fields={footerContactFields} failedText={t('layout.footer.contactFailed')} />
            {hasTrust && (
              <Suspense fallback={null}>
                <TrustDetails tone="inverted" className="mt-4 border-t border-white/10 pt-4" />
              </Suspense>
            )}
          </section>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between lg:px-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p>{t('layout.footer.copyright', { year })}</p>
            <Link to={paths.privacy} className={linkClass}>
              {t('privacyNotice', { ns: 'common' })}
            </Link>
          </div>
          <FooterAccount />
        </div>
      </div>
    </footer>
  );
}
