import type { ComponentType } from 'react';
import { cn } from '@/lib/utils';

/** A titled panel of the dashboard (the back office's TitledPanel). */
export { TitledPanel as DashboardCard } from '../../shared/titled-panel';

/** The round icon beside a card's figure; `className` gives its colours (the brand's by default). */
export function DashboardCardIcon({ icon: Icon, className }: { icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>; className?: string }) {
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary', className)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
