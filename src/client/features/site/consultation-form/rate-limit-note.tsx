import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { useContentLanguage } from '@/lib/content-language';
import { contactQuery } from '@/lib/public-queries';

const isSet = (value: string | null | undefined): value is string => !!value?.trim() && !value.endsWith('未设置');

/**
 * Shown when the enquiry rate limit refuses a post (docs/decisions/0024-beyond-the-spec.md): another way to reach the firm,
 * the phone and WeChat from the contact details, only those that are set.
 */
export function RateLimitNote({ id }: { id: string }) {
  const { t } = useTranslation();
  const contact = useQuery(contactQuery(useContentLanguage())).data;
  const phone = isSet(contact?.phone) ? contact.phone.trim() : null;
  const wechat = isSet(contact?.wechat) ? contact.wechat.trim() : null;
  return (
    <div id={id} role="alert" data-testid="enquiry-rate-limited" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2">
      <p>{t('contact.rateLimited.text')}</p>
      {(phone || wechat) && (
        <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {phone && (
            <li>
              {t('contact.rateLimited.phone')}:{' '}
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium whitespace-nowrap underline">
                {phone}
              </a>
            </li>
          )}
          {wechat && (
            <li>
              {t('contact.rateLimited.wechat')}: <span className="font-medium whitespace-nowrap">{wechat}</span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
