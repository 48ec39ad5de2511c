import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A titled panel of a back-office screen (the dashboard's cards, the Analytics tables), named by its
 * heading for assistive technology; `action` sits beside the heading (a CSV button).
 */
export function TitledPanel({
  title,
  description,
  action,
  className,
  testId,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className={cn('flex min-w-0 flex-col gap-4 rounded-xl border bg-background p-4 shadow-xs sm:p-5', className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
