import type { TFunction } from 'i18next';
import { CalendarDays, MessageCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { ConsultationForm, type EnquiryAttachment } from '@/features/site/consultation-form';

interface EnquiryOfferProps {
  t: TFunction<'site'>;
  /** the service the result recommends (else the assessment's) */
  service: string;
  /** the answers the visitor may attach; none when the result could not be worked out */
  attachment?: EnquiryAttachment;
  /** the result is out of view (the visitor went back to the questions): the open form stays, hidden, with what was typed */
  hidden?: boolean;
}

/**
 * Under the result: "Talk to a consultant" opens the enquiry form below, in view, with the service
 * chosen and the offer to attach the answers; "Book a time instead" goes to the booking page
 * (docs/decisions/0030-self-assessments.md). The router's basename puts /en in front on English pages.
 */
export function EnquiryOffer({ t, service, attachment, hidden }: EnquiryOfferProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!open || opened.current) return;
    opened.current = true;
    panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [open]);

  return (
    <div hidden={hidden} className="grid gap-5">
      <div data-reach-us-avoid className="grid gap-4 rounded-xl border bg-primary/5 p-5 md:p-6">
        <div>
          <p className="text-lg font-semibold">{t('eligibility.cta.title')}</p>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t('eligibility.cta.text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button type="button" size="lg" className="min-h-11 w-full sm:w-auto" aria-expanded={open} aria-controls={panelId} data-cta="enquire" onClick={() => setOpen(true)}>
            <MessageCircle aria-hidden="true" />
            {t('eligibility.cta.talk')}
          </Button>
          <Button asChild variant="outline" size="lg" className="min-h-11 w-full sm:w-auto">
            <Link to={paths.book(service)} data-cta="book">
              <CalendarDays aria-hidden="true" />
              {t('eligibility.cta.book')}
            </Link>
          </Button>
        </div>
      </div>
      <div id={panelId} ref={panel} hidden={!open} className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm md:p-6">
        {open && (
          <>
            <h3 ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold outline-none">
              {t('eligibility.cta.formTitle')}
            </h3>
            <ConsultationForm service={service} attachment={attachment} />
          </>
        )}
      </div>
    </div>
  );
}
