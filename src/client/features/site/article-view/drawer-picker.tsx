import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router';
import { ChevronUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

/** Spec section 9: the mobile drawer opens 100 ms after the tap. */
const OPEN_DELAY_MS = 100;

interface DrawerPickerProps {
  triggerLabel: string;
  /** what is chosen now, shown on the trigger */
  current?: string;
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * Mobile-only bottom drawer holding a list of links (service sidebar, news list). It opens after
 * 100 ms and closes on navigation (docs/product-spec.md, section 2); a tap on the current link closes it too.
 */
export function DrawerPicker({ triggerLabel, current, title, description, children }: DrawerPickerProps) {
  const { t } = useTranslation(['site', 'common']);
  const { pathname } = useLocation();
  // open only for the path it was opened on, so any navigation closes it without an effect
  const [openOn, setOpenOn] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onOpenChange = (next: boolean) => {
    clearTimeout(timer.current);
    if (next) timer.current = setTimeout(() => setOpenOn(pathname), OPEN_DELAY_MS);
    else setOpenOn(null);
  };
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) setOpenOn(null);
  };

  return (
    <Sheet open={openOn === pathname} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          className="h-auto w-full justify-between gap-3 rounded-xl border-border bg-card px-4 py-3 text-left shadow-sm md:hidden"
          data-testid="drawer-trigger"
        >
          <span className="flex min-w-0 flex-col">
            <span className="text-xs font-medium tracking-wide text-muted-foreground">{triggerLabel}</span>
            {current && <span className="truncate text-sm font-semibold text-foreground">{current}</span>}
          </span>
          <ChevronUp aria-hidden className="size-5 text-primary" />
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" closeLabel={t('common:actions.close')} className="max-h-[80dvh] gap-0 rounded-t-2xl pb-[env(safe-area-inset-bottom)]">
        <SheetHeader className="border-b border-border px-5 pt-5 pb-4">
          <span aria-hidden className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-muted-foreground/30" />
          <SheetTitle className="text-lg">{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="overflow-y-auto px-3 py-3" onClickCapture={closeOnLink}>
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}
