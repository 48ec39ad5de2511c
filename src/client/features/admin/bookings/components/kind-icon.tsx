import { Building2, Phone, Video } from 'lucide-react';
import type { MeetingKind } from '@shared/schemas/booking';

const icons = { phone: Phone, video: Video, office: Building2 } as const;

/** The meeting kind's icon (its name is beside it, or in the accessible name). */
export function KindIcon({ kind, className = 'size-3.5' }: { kind: MeetingKind; className?: string }) {
  const Icon = icons[kind];
  return <Icon aria-hidden="true" className={className} />;
}
