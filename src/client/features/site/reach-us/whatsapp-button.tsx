import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { useContentLanguage } from '@/lib/content-language';
import { contactQuery } from '@/lib/public-queries';
import { cn } from '@/lib/utils';
import { trackCta } from './track-cta';
import { useSomethingToAvoidInView } from './use-out-of-the-way';
import { whatsAppDigits, whatsAppHref } from './whatsapp';

const tone = 'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';

/**
 * A chat on WhatsApp about this page (`title`, in the page's language), when the contact details hold
 * a WhatsApp number: inline from 768 px (where the page places it, `className`), a floating round
 * button below that, at the bottom right clear of the safe area. The floating one steps aside while
 * the page's call to action, a form's consent or submit, the footer or the menu (any dialog locking
 * the page) is in view. Every tap is counted.
 */
export function WhatsAppButton({ title, className }: { title: string; className?: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(contactQuery(useContentLanguage()));
  const covering = useSomethingToAvoidInView();
  const digits = whatsAppDigits(data?.whatsapp);
  if (!digits) return null;
  const name = t('layout.whatsapp.button');
  const newTab = t('layout.whatsapp.newTab');
  const link = {
    href: whatsAppHref(digits, t('layout.whatsapp.message', { title })),
    target: '_blank',
    rel: 'noopener noreferrer',
    onClick: () => trackCta('whatsapp', window.location.pathname),
  };
  return (
    <>
      <a {...link} className={cn('hidden min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors md:inline-flex', tone, className)}>
        <MessageCircle aria-hidden="true" className="size-5" />
        {name}
        <span className="sr-only">{newTab}</span>
      </a>
      <a
        {...link}
        aria-label={`${name} ${newTab}`}
        data-covering={covering || undefined}
        className={cn(
          'fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex size-14 items-center justify-center rounded-full shadow-lg transition duration-200 motion-reduce:transition-none md:hidden',
          'data-covering:invisible data-covering:translate-y-4 data-covering:opacity-0 [body[data-scroll-locked]_&]:hidden',
          tone,
        )}
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </>
  );
}
