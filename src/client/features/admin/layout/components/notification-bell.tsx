import { Bell } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { UNASSIGNED_PENDING_MAX } from '@shared/schemas/consultations';
import { Button } from '@/components/ui/button';
import { usePendingCount } from '@/features/admin/consultations';
import { useConfirmLeave } from '../../shared/unsaved-changes';

/** The count of unassigned Pending enquiries (spam left out), linking to them (docs/product-spec.md, section 2, admin layout). */
export function NotificationBell() {
  const { t } = useTranslation('admin');
  const confirmLeave = useConfirmLeave();
  const { data: count = 0 } = usePendingCount();
  let label = count > 0 ? t('consultations.bell.pending', { count }) : t('consultations.bell.none');
  // the server counts no further (issue 31)
  if (count >= UNASSIGNED_PENDING_MAX) label = t('consultations.bell.pendingAtLeast', { count: UNASSIGNED_PENDING_MAX });
  return (
    <Button asChild variant="ghost" size="icon" className="relative" title={label}>
      <Link
        to={paths.consultationsWith({ status: 'Pending', assignee: 'unassigned' })}
        aria-label={`${t('layout.notifications.label')}: ${label}`}
        data-testid="notification-bell"
        onClick={(e) => {
          if (!confirmLeave()) e.preventDefault();
        }}
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            data-testid="pending-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-destructive-foreground"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </Button>
  );
}
