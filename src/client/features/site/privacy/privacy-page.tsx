import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { ENQUIRY_FORM_ID } from '@shared/enquiry-form';
import { CONSENT_VERSION } from '@shared/privacy';
import { PageHero } from '@/features/site/article-view';
import { useContentLanguage } from '@/lib/content-language';
import { PageHead } from '@/lib/page-head';
import { contactQuery } from '@/lib/public-queries';
import { usePrivacyStrings } from '@/i18n/privacy-strings';
import { useServicesStrings } from '@/i18n/services-strings';

const collected = ['name', 'email', 'phone', 'message', 'source'] as const;
const rights = ['access', 'correction', 'withdraw', 'erasure'] as const;
/** what the cookieless visit counter records (docs/decisions/0029-analytics.md), and what it never does */
const counted = ['pages', 'referrer', 'campaign', 'device', 'country', 'taps'] as const;
const notDone = ['noCookie', 'noAddress', 'dnt', 'noThirdParty'] as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A DPO contact that is one email address becomes a mail link; anything else (a name and a number) is shown as written. */
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Where a person asks to see, correct or erase their data: the data-protection officer's contact when
 * staff set it (settings → contact details), else the enquiry form: no address is promised that does not exist.
 */
function HowToAsk() {
  const { t } = useTranslation();
  const { data } = useQuery(contactQuery(useContentLanguage()));
  const dpo = data?.dpoContact?.trim();
  const link = 'font-medium break-all text-primary underline underline-offset-4';
  return (
    <>
      {dpo ? (
        <p data-testid="privacy-dpo">
          {t('privacy.rights.ask')}{' '}
          {isEmail(dpo) ? (
            <a href={`mailto:${dpo}`} className={link}>
              {dpo}
            </a>
          ) : (
            <span className="font-medium break-words">{dpo}</span>
          )}
        </p>
      ) : (
        <p>
          {t('privacy.rights.askContact')}{' '}
          <Link to={`${paths.contact}#${ENQUIRY_FORM_ID}`} className={link}>
            {t('privacy.rights.askForm')}
          </Link>
        </p>
      )}
      <p>{t('privacy.rights.reply')}</p>
    </>
  );
}

/**
 * /privacy: the short notice the enquiry form's consent links to (docs/decisions/0012-enquiry-inbox.md): who collects what, why, for how
 * long, who sees it, and the visitor's rights under Singapore's PDPA. Its wording version is CONSENT_VERSION.
 */
export function PrivacyPage() {
  usePrivacyStrings();
  useServicesStrings(); // the breadcrumb's labels
  const { t } = useTranslation();
  const company = t('brandFull', { ns: 'common' });
  const paragraph = 'leading-relaxed text-foreground/85';
  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <PageHead title={t('privacy.title')} description={t('privacy.description', { company })} />
      <PageHero
        eyebrow={t('privacy.eyebrow')}
        title={t('privacy.title')}
        intro={t('privacy.intro')}
        titleAs="h1"
        crumbs={[{ label: t('services.breadcrumb.home'), to: paths.home }, { label: t('privacy.title') }]}
      />
      {/* a readable measure, centred under the hero: not a narrow column in the left half of a wide screen */}
      <div className="mx-auto max-w-4xl px-4 pt-6 md:pt-10 lg:px-6">
        <article data-testid="privacy-text" className="space-y-8 rounded-xl border bg-card p-6 shadow-sm md:p-10">
          <Part id="privacy-who" title={t('privacy.who.title')}>
            <p className={paragraph}>{t('privacy.who.text', { company })}</p>
          </Part>
          <Part id="privacy-what" title={t('privacy.what.title')}>
            <p className={paragraph}>{t('privacy.what.lead')}</p>
            <ul className={`list-disc space-y-1 ps-6 ${paragraph}`}>
              {collected.map((key) => (
                <li key={key}>{t(`privacy.what.${key}`)}</li>
              ))}
            </ul>
          </Part>
          <Part id="privacy-why" title={t('privacy.why.title')}>
            <p className={paragraph}>{t('privacy.why.text')}</p>
          </Part>
          <Part id="privacy-retention" title={t('privacy.retention.title')}>
            <p className={paragraph}>{t('privacy.retention.text')}</p>
          </Part>
          <Part id="privacy-access" title={t('privacy.access.title')}>
            <p className={paragraph}>{t('privacy.access.text')}</p>
          </Part>
          <Part id="privacy-visits" title={t('privacy.visits.title')}>
            <p className={paragraph}>{t('privacy.visits.lead')}</p>
            <ul className={`list-disc space-y-1 ps-6 ${paragraph}`}>
              {counted.map((key) => (
                <li key={key}>{t(`privacy.visits.${key}`)}</li>
              ))}
            </ul>
            {notDone.map((key) => (
              <p key={key} className={paragraph}>
                {t(`privacy.visits.${key}`)}
              </p>
            ))}
          </Part>
          <Part id="privacy-rights" title={t('privacy.rights.title')}>
            <p className={paragraph}>{t('privacy.rights.lead')}</p>
            <ul className={`list-disc space-y-1 ps-6 ${paragraph}`}>
              {rights.map((key) => (
                <li key={key}>{t(`privacy.rights.${key}`)}</li>
              ))}
            </ul>
            <div className={`space-y-1 ${paragraph}`}>
              <HowToAsk />
            </div>
          </Part>
          <p className="border-t pt-6 text-sm text-muted-foreground">{t('privacy.version', { version: CONSENT_VERSION })}</p>
        </article>
      </div>
    </div>
  );
}
