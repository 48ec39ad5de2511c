import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** What replaces the form after a successful post: what happens next, and a way to send another (docs/decisions/0024-beyond-the-spec.md). */
export function ThankYouPanel({ id, onAnother, className }: { id?: string; onAnother: () => void; className?: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // the form the visitor was in is gone: move them to what took its place
  useEffect(() => heading.current?.focus(), []);
  return (
    <div id={id} role="status" data-testid="enquiry-thanks" className={cn('flex flex-col items-start gap-3 rounded-xl border bg-muted/40 p-6', className)}>
      <CheckCircle2 aria-hidden="true" className="size-8 text-emerald-600" />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t('contact.thanks.title')}
      </h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{t('contact.thanks.text')}</p>
      <Button type="button" variant="outline" onClick={onAnother}>
        {t('contact.thanks.another')}
      </Button>
    </div>
  );
}
