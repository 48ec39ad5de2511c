import { Ban, CircleCheck, IdCard, KeyRound, MoreHorizontal, ShieldOff, Trash2, UserCog } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { StaffUser } from '@shared/schemas/staff';
import type { UserMenuChoice } from '../api/user-actions';

/** Every action on one account, in a menu (the same on a phone and a desktop). */
export function UserActionsMenu({ user, onAction }: { user: StaffUser; onAction: (action: UserMenuChoice) => void }) {
  const { t } = useTranslation('admin');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t('users.actionsLabel', { username: user.username })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuItem onSelect={() => onAction({ kind: 'chooseRole' })}>
          <UserCog aria-hidden="true" />
          {t('users.actions.changeRole')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'resetPassword' })}>
          <KeyRound aria-hidden="true" />
          {t('users.actions.resetPassword')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'byline' })}>
          <IdCard aria-hidden="true" />
          {t('users.actions.byline')}
        </DropdownMenuItem>
        {user.twoFactorEnabled && (
          <DropdownMenuItem onSelect={() => onAction({ kind: 'resetTwoFactor' })}>
            <ShieldOff aria-hidden="true" />
            {t('users.actions.resetTwoFactor')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        {user.state === 'active' ? (
          <DropdownMenuItem variant="destructive" onSelect={() => onAction({ kind: 'disable' })}>
            <Ban aria-hidden="true" />
            {t('users.actions.disable')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onAction({ kind: 'enable' })}>
            <CircleCheck aria-hidden="true" />
            {t('users.actions.enable')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={() => onAction({ kind: 'delete' })}>
          <Trash2 aria-hidden="true" />
          {t('users.actions.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
