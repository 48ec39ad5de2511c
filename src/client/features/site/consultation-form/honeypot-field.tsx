import { useTranslation } from '@/i18n/use-translation';

/**
 * The honeypot (docs/decisions/0012-enquiry-inbox.md): a field named "website" that people never see and bots fill in; the server
 * files any post with a value in it as spam. Moved off-screen rather than display:none (which bots
 * skip), inert and aria-hidden so screen readers and the keyboard pass it by, never autofilled.
 */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" inert className="pointer-events-none absolute top-auto left-[-10000px] size-px overflow-hidden">
      <label htmlFor={id}>{t('contact.form.website')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
