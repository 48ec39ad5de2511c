import { Building2, Phone, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { MeetingKind } from '@shared/schemas/booking';
import { cn } from '@/lib/utils';

const icons: Record<MeetingKind, LucideIcon> = { phone: Phone, video: Video, office: Building2 };

interface KindFieldProps {
  name: string;
  /** the kinds staff offer, in their order */
  kinds: MeetingKind[];
  value: MeetingKind;
  onChange: (kind: MeetingKind) => void;
  labelledBy: string;
}

/** How to meet: only the kinds offered, as native radio buttons drawn as cards. */
export function KindField({ name, kinds, value, onChange, labelledBy }: KindFieldProps) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-2 sm:grid-cols-3">
      {kinds.map((kind) => {
        const Icon = icons[kind];
        return (
          <label
            key={kind}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === kind ? 'border-primary bg-primary/5 text-primary' : 'border-input hover:border-primary',
            )}
          >
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} className="size-4 accent-primary" />
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(`booking.kinds.${kind}`)}
          </label>
        );
      })}
    </div>
  );
}
