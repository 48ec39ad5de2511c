import { useTranslation } from '@/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { isConsultationService } from '@shared/catalog';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';

/**
 * Invitation to ask a consultant, closing every service article: the booking page opens with this
 * page's service chosen (docs/decisions/0024-beyond-the-spec.md, 0028-booking-and-chat.md).
 */
export function ConsultCta() {
  const { t } = useTranslation();
  const { section } = useParams();
  const service = isConsultationService(section) ? section : null;
  return (
    <aside data-reach-us-avoid className="relative mt-8 overflow-hidden rounded-2xl bg-primary px-6 py-8 text-primary-foreground md:px-10">
      <div aria-hidden className="absolute -top-16 -right-10 size-48 rounded-full bg-accent/15" />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <MessageCircle className="size-5" />
          </span>
          <div>
            <p className="text-lg font-semibold">{t('services.cta.title')}</p>
            <p className="mt-1 max-w-xl text-sm leading-relaxed text-white/85">{t('services.cta.text')}</p>
          </div>
        </div>
        <Button asChild size="lg" className="bg-accent text-accent-foreground hover:bg-accent/90">
          <Link to={paths.book(service)} data-cta="book">
            {t('services.cta.button')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </aside>
  );
}
