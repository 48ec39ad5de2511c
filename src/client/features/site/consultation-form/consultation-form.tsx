import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { notify } from '@/components/ui/notify';
import { isConsultationService } from '@shared/catalog';
import {
  emptyConsultation,
  ENQUIRY_FORM_ID,
  ENQUIRY_SENT,
  enquiryFormPath,
  fieldOfKey,
  validateConsultation,
  type ConsultationField,
  type ConsultationFormValues,
} from '@shared/enquiry-form';
import { localePath } from '@shared/paths';
import { CONSENT_VERSION } from '@shared/privacy';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useContentLanguage } from '@/lib/content-language';
import { sourcePageOf, visitUtm } from '@/lib/enquiry-source';
import { cn } from '@/lib/utils';
import { useCreateConsultation } from './api/create-consultation';
import { useEnquiryToken } from './api/enquiry-token';
import { AttachAnswersField, type EnquiryAttachment } from './attach-answers-field';
import { ConsentField } from './consent-field';
import { fieldMessageKey, refusalText } from './field-messages';
import { ServiceSelect } from './service-select';
import { HoneypotField } from './honeypot-field';
import { usePostedEnquiry } from './posted-enquiry';
import { RateLimitNote } from './rate-limit-note';
import { ThankYouPanel } from './thank-you-panel';
import { useEnquirySend } from './use-enquiry-send';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

type Schema = typeof import('./consultation-schema').createConsultationSchema;
let schemaLoad: Promise<Schema | undefined> | undefined;
/** The shared schema's chunk, fetched once; undefined when it cannot load (the server still validates). */
function loadSchema(): Promise<Schema | undefined> {
  schemaLoad ??= import('./consultation-schema').then(
    (m) => m.createConsultationSchema,
    () => {
      schemaLoad = undefined;
      return undefined;
    },
  );
  return schemaLoad;
}

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  const { t } = useTranslation();
  return (
    <Label htmlFor={htmlFor}>
      {children}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">({t('contact.form.required')})</span>
    </Label>
  );
}

/** A service named in the address (?service=immigration, from a service page's button), if it is one of the form's. */
const serviceOf = (value: string | null): string => (isConsultationService(value) ? value : '');

/**
 * The enquiry form of home and /contact (docs/product-spec.md, section 2 and 5): all fields and the consent
 * required, else a message under each wrong field and a toast, and nothing sent; spinner while sending;
 * after success a thank-you panel takes its place (docs/decisions/0024-beyond-the-spec.md).
 * It also sends what the inbox needs (docs/decisions/0012-enquiry-inbox.md): the notice version, the timing token, the honeypot, the page and campaign.
 * Until it is hydrated (or without JavaScript) the browser posts it to the contact page, which stores it
 * like the API and answers with the thank-you or the form as posted (enquiry-form.routes.ts on the server).
 * Under a self-assessment's result (docs/decisions/0030-self-assessments.md) it opens with the service
 * the result recommends (`service`, which it follows while the result changes) and offers to attach the
 * answers (`attachment`): only when the visitor ticks the box does the enquiry carry them.
 */
export function ConsultationForm({ className, service, attachment }: { className?: string; service?: string; attachment?: EnquiryAttachment }) {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const posted = usePostedEnquiry();
  const [values, setValues] = useState<ConsultationFormValues>(() => posted?.values ?? { ...emptyConsultation, service: serviceOf(service ?? params.get('service')) });
  const [attach, setAttach] = useState(false);
  const shownService = useRef(service);
  useEffect(() => {
    if (service === shownService.current) return;
    shownService.current = service;
    if (isConsultationService(service)) setValues((v) => ({ ...v, service }));
  }, [service]);
  const [website, setWebsite] = useState(posted?.website ?? '');
  const [invalid, setInvalid] = useState<ConsultationField[]>(posted?.invalid ?? []);
  const [sent, setSent] = useState(() => params.get(ENQUIRY_SENT.param) === ENQUIRY_SENT.value);
  const token = useEnquiryToken();
  const create = useCreateConsultation();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, setValues, setWebsite);
  // the timing starts when the form is there to fill (hydrated, or come near on the home page), not at the first focus
  const warmToken = token.warm;
  useEffect(() => warmToken(), [warmToken]);

  const set =
    <F extends ConsultationField>(field: F) =>
    (value: ConsultationFormValues[F]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setInvalid((list) => list.filter((f) => f !== field));
    };
  const fieldId = (field: ConsultationField) => `${id}-${field}`;
  const { submit, refuse, fail, busy, rateLimited, setRateLimited } = useEnquirySend({ fieldId, setInvalid, pending: create.isPending, rateLimited: posted?.status === 429 });
  const invalidProps = (field: ConsultationField) => ({
    'aria-invalid': invalid.includes(field) || undefined,
    'aria-required': true as const,
    'aria-describedby': invalid.includes(field) ? `${fieldId(field)}-error` : undefined,
  });
  const fieldError = (field: Exclude<ConsultationField, 'consent'>) =>
    invalid.includes(field) && (
      <p id={`${fieldId(field)}-error`} className="text-sm font-medium text-destructive">
        {t(fieldMessageKey(field, values))}
      </p>
    );

  // first focus: the validation chunk, well before the visitor sends (and a token, if the one held is old)
  const onFocus = () => {
    token.warm();
    void loadSchema();
  };

  const send = async () => {
    const [schema, formToken] = await Promise.all([loadSchema(), token.take()]);
    const context = { consentVersion: CONSENT_VERSION, formToken, website, sourcePage: sourcePageOf(window.location), lang, utm: visitUtm(window.location.search) };
    const result = schema ? validateConsultation(values, context, schema) : null;
    if (result && !result.ok) return refuse(t(refusalText[result.reason]), result.fields);
    if (!result && !values.consent) return refuse(t(refusalText.consent), ['consent']);
    const body = result?.body ?? { name: values.name, email: values.email, phone: values.phone, type: values.service, message: values.message, status: 'Pending', consent: true, ...context };
    const assessment = attachment && attach ? { slug: attachment.slug, versionId: attachment.versionId, answers: attachment.answers, outcome: attachment.outcome, consent: true as const } : undefined;
    setRateLimited(false);
    // a refusal (ASSESSMENT_CHANGED, ASSESSMENT_MISMATCH among them) says why in a toast and keeps what was typed
    create.mutate(assessment ? { ...body, assessment } : body, {
      onSuccess: () => {
        notify.success(t('contact.toast.successTitle'), { description: t('contact.toast.successText') });
        setValues(emptyConsultation);
        setAttach(false);
        setInvalid([]);
        setSent(true);
      },
      // the server's verdict on fields the browser could not check (its schema chunk failed to load)
      onError: (err) => fail(err, (key) => fieldOfKey(key) ?? []),
    });
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submit(send);
  };

  const another = () => {
    setSent(false);
    if (params.has(ENQUIRY_SENT.param)) setParams((p) => (p.delete(ENQUIRY_SENT.param), p), { replace: true });
  };
  if (sent) return <ThankYouPanel id={ENQUIRY_FORM_ID} className={className} onAnother={another} />;

  return (
    <form
      ref={form}
      id={ENQUIRY_FORM_ID}
      method="post"
      action={`${enquiryFormPath(lang)}#${ENQUIRY_FORM_ID}`}
      // our messages under the fields, in the page's language, instead of the browser's bubble
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className={cn('relative grid gap-4 sm:grid-cols-2', className)}
      aria-busy={busy}
    >
      <HoneypotField id={`${id}-website`} value={website} onChange={setWebsite} />
      {/* what the browser's own post carries besides the fields (the script sends these itself) */}
      <input type="hidden" name="consentVersion" value={CONSENT_VERSION} />
      <input type="hidden" name="sourcePage" value={posted?.sourcePage ?? localePath(pathname, lang) + search} />
      <div className="grid gap-2">
        <FieldLabel htmlFor={fieldId('name')}>{t('contact.form.name')}</FieldLabel>
        <Input id={fieldId('name')} name="name" autoComplete="name" maxLength={100} placeholder={t('contact.form.namePlaceholder')} value={values.name} onChange={(e) => set('name')(e.target.value)} {...invalidProps('name')} />
        {fieldError('name')}
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={fieldId('email')}>{t('contact.form.email')}</FieldLabel>
        <Input id={fieldId('email')} name="email" type="email" autoComplete="email" maxLength={254} placeholder={t('contact.form.emailPlaceholder')} value={values.email} onChange={(e) => set('email')(e.target.value)} {...invalidProps('email')} />
        {fieldError('email')}
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={fieldId('phone')}>{t('contact.form.phone')}</FieldLabel>
        <Input id={fieldId('phone')} name="phone" type="tel" autoComplete="tel" maxLength={50} placeholder={t('contact.form.phonePlaceholder')} value={values.phone} onChange={(e) => set('phone')(e.target.value)} {...invalidProps('phone')} />
        {fieldError('phone')}
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={fieldId('service')}>{t('contact.form.service')}</FieldLabel>
        <ServiceSelect id={fieldId('service')} value={values.service} onChange={set('service')} {...invalidProps('service')} />
        {fieldError('service')}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <FieldLabel htmlFor={fieldId('message')}>{t('contact.form.message')}</FieldLabel>
        <Textarea id={fieldId('message')} name="message" rows={4} maxLength={5000} className="field-sizing-fixed min-h-28" placeholder={t('contact.form.messagePlaceholder')} value={values.message} onChange={(e) => set('message')(e.target.value)} {...invalidProps('message')} />
        {fieldError('message')}
      </div>
      {attachment && <AttachAnswersField id={`${id}-attach`} checked={attach} onChange={setAttach} attachment={attachment} />}
      <ConsentField id={fieldId('consent')} checked={values.consent} invalid={invalid.includes('consent')} onChange={set('consent')} />
      {rateLimited && <RateLimitNote id={`${id}-rate-limited`} />}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
          {busy && <Spinner aria-hidden="true" role="presentation" />}
          {busy ? t('contact.form.submitting') : t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
