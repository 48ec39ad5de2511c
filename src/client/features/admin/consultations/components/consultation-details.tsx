import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { withQuery, paths } from '@shared/paths';
import type { Consultation } from '@shared/schemas/consultations';
import { formatLocalDateTime } from '../../shared/format';
import { formatSgt, sgtDate } from '../../shared/singapore-time';
import { useConsultationTypeLabel } from './consultation-type';
import { AssessmentSection } from './enquiry-assessment';

function Info({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 grid min-w-0 gap-0.5' : 'grid min-w-0 gap-0.5'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-muted/30 p-4">
      <h3 id={id} className="mb-3 text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const linkClass = 'text-primary underline-offset-2 hover:underline';

/** Name, email, phone, type and times; erased fields say so (docs/product-spec.md, section 2). */
export function CustomerSection({ c }: { c: Consultation }) {
  const { t, i18n } = useTranslation('admin');
  const typeLabel = useConsultationTypeLabel();
  const d = 'consultations.detail' as const;
  const erased = t('consultations.erased');
  const live = !c.anonymizedAt;
  return (
    <Section id="consultation-customer" title={t(`${d}.customer`)}>
      <dl className="grid grid-cols-2 gap-3">
        <Info label={t(`${d}.name`)}>{c.name || erased}</Info>
        <Info label={t(`${d}.phone`)}>
          {live && c.phone ? (
            <a href={`tel:${c.phone.replace(/\s+/g, '')}`} className={`${linkClass} whitespace-nowrap`}>
              {c.phone}
            </a>
          ) : (
            c.phone || erased
          )}
        </Info>
        <Info label={t(`${d}.email`)} wide>
          {live && c.email ? (
            <a href={`mailto:${c.email}`} className={linkClass}>
              {c.email}
            </a>
          ) : (
            c.email || erased
          )}
        </Info>
        <Info label={t(`${d}.type`)}>{typeLabel(c.type)}</Info>
        <Info label={t(`${d}.time`)}>{formatLocalDateTime(c.createdAt, i18n.language)}</Info>
        <Info label={t(`${d}.updated`)}>{formatLocalDateTime(c.updatedAt, i18n.language)}</Info>
      </dl>
    </Section>
  );
}

/** Where the enquiry came from: page, language, campaign, and the privacy-notice version agreed to. */
export function SourceSection({ c }: { c: Consultation }) {
  const { t } = useTranslation('admin');
  const d = 'consultations.detail' as const;
  const none = t(`${d}.none`);
  const utm = Object.entries(c.utm ?? {}).filter(([, v]) => v);
  return (
    <Section id="consultation-source" title={t(`${d}.source`)}>
      <dl className="grid grid-cols-2 gap-3">
        <Info label={t(`${d}.sourcePage`)}>{c.sourcePage ? <span className="font-mono text-xs break-all">{c.sourcePage}</span> : none}</Info>
        <Info label={t(`${d}.language`)}>{c.lang ? t(`${d}.languages.${c.lang}`) : none}</Info>
        <Info label={t(`${d}.utm`)}>
          {utm.length ? (
            <span className="flex flex-wrap gap-1">
              {utm.map(([k, v]) => (
                <span key={k} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">
                  {k}={v}
                </span>
              ))}
            </span>
          ) : (
            none
          )}
        </Info>
        <Info label={t(`${d}.consentVersion`)}>{c.consentVersion ?? none}</Info>
      </dl>
    </Section>
  );
}

/** The message, then the self-assessment the visitor attached to it, if any (docs/decisions/0030-self-assessments.md). */
export function MessageSection({ c }: { c: Consultation }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <div className="grid gap-2">
        <p className="text-sm font-semibold">{t('consultations.detail.message')}</p>
        <p className="max-h-48 overflow-y-auto rounded-md border p-3 text-sm whitespace-pre-wrap" data-testid="consultation-message">
          {c.message || t('consultations.erased')}
        </p>
      </div>
      <AssessmentSection consultationId={c.id} />
    </>
  );
}

/** A booking's appointment (docs/decisions/0028-booking-and-chat.md): time, kind, consultant and status, and its week. */
export function AppointmentSection({ c }: { c: Consultation }) {
  const { t, i18n } = useTranslation('admin');
  const a = c.appointment;
  if (!a) return null;
  const b = 'bookings.inbox' as const;
  return (
    <Section id="consultation-appointment" title={t(`${b}.section`)}>
      <dl className="grid grid-cols-2 gap-3" data-testid="consultation-appointment">
        <Info label={t(`${b}.when`)} wide>
          <span className={a.status === 'cancelled' ? 'line-through' : undefined}>{formatSgt(a.startsAt, i18n.language)}</span>
        </Info>
        <Info label={t(`${b}.kind`)}>{t(`bookings.kinds.${a.kind}`)}</Info>
        <Info label={t(`${b}.consultant`)}>{a.consultant?.username ?? t('bookings.week.firm')}</Info>
        <Info label={t(`${b}.status`)}>{t(`bookings.detail.${a.status}`)}</Info>
        <Info label="">
          <Link className={linkClass} to={withQuery(paths.bookings, { date: sgtDate(a.startsAt) })}>
            {t(`${b}.inWeek`)}
          </Link>
        </Info>
      </dl>
    </Section>
  );
}
