import { Globe2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The brand mark used on the sign-in screen and in the sidebar. */
export function AdminLogo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground', className)}
    >
      <Globe2 className="size-5" />
    </span>
  );
}
