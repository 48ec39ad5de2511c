import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { ContactInfo } from '@shared/schemas/contact';
import { contactDefaults } from '@shared/contact-defaults';
import type { CtaKind } from '@shared/schemas/cta-clicks';
import { trackCta, whatsAppDigits, whatsAppHref } from '@/features/site/reach-us';
import { Spinner } from '@/components/ui/spinner';
import { useContentLanguage } from '@/lib/content-language';
import { contactQuery } from '@/lib/public-queries';
import { cn } from '@/lib/utils';

export type ContactField = 'phone' | 'whatsapp' | 'wechat' | 'email' | 'address' | 'businessHours' | 'weekendHours';

const icons: Record<ContactField, LucideIcon> = {
  phone: Phone,
  whatsapp: MessageCircle,
  wechat: MessageCircle,
  email: Mail,
  address: MapPin,
  businessHours: Clock,
  weekendHours: Clock,
};

/** In the order of `icons`: the dialog's and the contact page's order. */
export const allContactFields = Object.keys(icons) as ContactField[];

/** The contact details as stored; empty fields are unset. */
export function useContactInfo() {
  return useQuery(contactQuery(useContentLanguage()));
}

/** The spec's '…未设置' placeholders, which older data may hold as values. */
const placeholders = new Set<string>(Object.values(contactDefaults).filter((v) => v.endsWith('未设置')));

/**
 * A field's value for visitors, or null when it is not set: an unset row is not shown at all
 * (docs/decisions/0024-beyond-the-spec.md), where the spec showed '电话未设置' and the like.
 * Staff see the empty fields in settings.
 */
function shownContactValue(info: ContactInfo, field: ContactField): string | null {
  const value = info[field]?.trim() ?? '';
  return value && !placeholders.has(value) ? value : null;
}

/**
 * Whether any of `fields` has a value to show; true while the details load or failed (the block then
 * shows its own loading or failed state), false only when every one is known to be unset.
 */
export function useHasContactDetails(fields: ContactField[]): boolean {
  const { data } = useContactInfo();
  return !data || fields.some((field) => shownContactValue(data, field) !== null);
}

/** A channel's link, one tap away (a call, a mail, a WhatsApp chat in a new tab), and the kind its taps count as. */
function linkOf(field: ContactField, value: string): { href: string; kind: CtaKind; newTab?: true } | undefined {
  if (field === 'phone' && /[0-9]/.test(value)) return { href: `tel:${value.replace(/[^\d+]/g, '')}`, kind: 'phone' };
  if (field === 'email' && value.includes('@')) return { href: `mailto:${value}`, kind: 'email' };
  const digits = field === 'whatsapp' && whatsAppDigits(value);
  return digits ? { href: whatsAppHref(digits), kind: 'whatsapp', newTab: true } : undefined;
}

/**
 * Contact details as a definition list with its loading and failed states; used by the contact
 * dialog, the home contact section, the contact page and (compact) the footer.
 */
export function ContactDetails({
  fields = allContactFields,
  tone = 'default',
  failedText,
  className,
}: {
  fields?: ContactField[];
  tone?: 'default' | 'inverted';
  failedText?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useContactInfo();
  const muted = tone === 'inverted' ? 'text-slate-300' : 'text-muted-foreground';

  if (isPending) {
    return (
      <p className={cn('flex items-center gap-2 text-sm', muted, className)} role="status">
        <Spinner aria-hidden="true" role="presentation" />
        {t('layout.contactDialog.loading')}
      </p>
    );
  }
  if (isError || !data) {
    return (
      <p className={cn('text-sm', tone === 'inverted' ? 'text-red-200' : 'text-destructive', className)} role="alert">
        {failedText ?? t('layout.contactDialog.failed')}
      </p>
    );
  }
  const shown = fields.flatMap((field) => {
    const value = shownContactValue(data, field);
    return value ? [{ field, value }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <dl className={cn('space-y-3 text-sm', className)}>
      {shown.map(({ field, value }) => {
        const Icon = icons[field];
        const link = linkOf(field, value);
        return (
          <div key={field}>
            <dt className={cn('flex items-center gap-2 text-xs', muted)}>
              <Icon aria-hidden="true" className={cn('size-4 shrink-0', tone === 'inverted' ? 'text-accent' : 'text-primary')} />
              {t(`layout.contactDialog.${field}`)}
            </dt>
            <dd className="ps-6 break-words">
              {link ? (
                <a
                  href={link.href}
                  {...(link.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
                  onClick={() => trackCta(link.kind, window.location.pathname)}
                  className={cn('underline-offset-4 hover:underline', field !== 'email' && 'whitespace-nowrap')}
                >
                  {value}
                  {link.newTab && <span className="sr-only"> {t('layout.whatsapp.newTab')}</span>}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
