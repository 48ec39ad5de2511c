import { useId, type ReactNode } from 'react';
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
