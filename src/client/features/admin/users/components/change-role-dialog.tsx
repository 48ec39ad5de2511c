import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { Role } from '@shared/permissions';
import type { StaffUser } from '@shared/schemas/staff';
import { RolePicker } from './role-picker';

/** Picks one of the five roles for an account; the change applies to its open sessions at once. */
export function ChangeRoleDialog({ user, working, onCancel, onChange }: { user: StaffUser; working: boolean; onCancel: () => void; onChange: (role: Role) => void }) {
  const { t } = useTranslation('admin');
  const [role, setRole] = useState<Role>(user.role);
  return (
    <Dialog open onOpenChange={(open) => !open && !working && onCancel()}>
      <DialogContent className="sm:max-w-md" closeLabel={t('shared.actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('users.confirm.roleTitle', { username: user.username })}</DialogTitle>
          <DialogDescription>{t('users.roleDialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="change-role">{t('users.columns.role')}</Label>
          <RolePicker id="change-role" value={role} onChange={setRole} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={working}>
            {t('shared.actions.cancel')}
          </Button>
          <Button onClick={() => onChange(role)} disabled={working || role === user.role}>
            {working && <Spinner aria-hidden="true" />}
            {t('users.confirm.role')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
