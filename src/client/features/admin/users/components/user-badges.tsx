import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { StaffUser } from '@shared/schemas/staff';

export function RoleBadge({ role }: { role: StaffUser['role'] }) {
  const { t } = useTranslation('admin');
  return <Badge variant={role === 'admin' ? 'info' : 'secondary'}>{t(`users.role.${role}`)}</Badge>;
}

export function TwoFactorBadge({ on }: { on: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant={on ? 'success' : 'outline'} className={on ? undefined : 'text-muted-foreground'}>
      {on ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
      {on ? t('users.twoFactor.on') : t('users.twoFactor.off')}
    </Badge>
  );
}

/** Active or disabled, and whether the one-time password still waits to be changed. */
export function StateBadges({ user }: { user: StaffUser }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap gap-1" data-testid="user-state">
      <Badge variant={user.state === 'active' ? 'success' : 'destructive'}>{t(`users.state.${user.state}`)}</Badge>
      {user.mustChangePassword && <Badge variant="warning">{t('users.mustChangePassword')}</Badge>}
    </span>
  );
}
