import { cn } from '@/lib/utils';
import type { SlotLabel } from '../use-time-labels';

interface SlotButtonProps {
  label: SlotLabel;
  selected: boolean;
  onSelect: () => void;
  /** offered after a refusal: drawn out */
  highlighted?: boolean;
  /** the day before the time (the offered slots may be on several days) */
  dayText?: string;
}

/**
 * One free time: "10:00", or "10:00 SGT" over "02:00 London" when the visitor's clock differs. Its
 * height is fixed, so the visitor's time added after hydration moves nothing.
 */
export function SlotButton({ label, selected, onSelect, highlighted, dayText }: SlotButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      // one phrase for screen readers: "10 Mar 10:00 SGT · 02:00 London"
      aria-label={label.visitor || dayText ? [dayText, label.visitor ? `${label.sgt} · ${label.visitor}` : label.time].filter(Boolean).join(' ') : undefined}
      onClick={onSelect}
      data-slot-time={label.time}
      className={cn(
        'flex h-16 w-full flex-col items-center justify-center rounded-lg border px-1.5 text-center transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background hover:border-primary hover:bg-secondary',
        highlighted && !selected && 'border-amber-400 bg-amber-50 ring-2 ring-amber-300',
      )}
    >
      {dayText && <span className={cn('text-xs', selected ? 'text-primary-foreground/85' : 'text-muted-foreground')}>{dayText}</span>}
      <span className="text-sm font-semibold whitespace-nowrap tabular-nums">{label.visitor ? label.sgt : label.time}</span>
      {label.visitor && (
        <span className={cn('line-clamp-2 text-[0.7rem] leading-tight', selected ? 'text-primary-foreground/85' : 'text-muted-foreground')}>
          {label.visitor}
        </span>
      )}
    </button>
  );
}
