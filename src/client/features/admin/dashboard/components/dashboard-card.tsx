import { useId, type ComponentType, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A titled panel of the dashboard, named by its heading for assistive technology. */
export function DashboardCard({
  title,
  description,
  className,
  testId,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className={cn('flex min-w-0 flex-col gap-4 rounded-xl border bg-background p-4 shadow-xs sm:p-5', className)}>
      <div className="min-w-0">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** The round icon beside a card's figure; `className` gives its colours (the brand's by default). */
export function DashboardCardIcon({ icon: Icon, className }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>; className?: string }) {
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary', className)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
