import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/i18n/error-message';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@shared/paths';
import type { PublicUser } from '@shared/schemas/auth';
import { useSignOut } from '../api/sign-out';
import { useConfirmLeave } from '../../shared/unsaved-changes';

/** System settings and log out (toasts 已退出登录 / 退出失败, then home; docs/product-spec.md, sections 2 and 8). */
export function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const logout = useSignOut();
  const confirmLeave = useConfirmLeave();

  const signOut = () => {
    if (!confirmLeave()) return;
    logout.mutate(undefined, {
      onSuccess: () => toast.success(t('layout.toast.logoutSuccess'), { description: t('layout.toast.logoutText') }),
      onError: (err) => toast.error(t('layout.toast.logoutFailed'), { description: errorMessage(err, t('shared.errors.unknown')) }),
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`${t('layout.userMenu.open')}: ${user.username}`}>
          <span className="flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <UserRound className="size-4" aria-hidden="true" />
          </span>
          <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{user.username}</span>
          <ChevronDown className="hidden size-4 opacity-60 sm:inline" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-semibold">{user.username}</span>
          <span className="block text-xs text-muted-foreground">
            {t(`users.role.${user.role}`)}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            if (confirmLeave()) navigate(paths.settings);
          }}
        >
          <Settings aria-hidden="true" />
          {t('layout.userMenu.settings')}
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={signOut}>
          <LogOut aria-hidden="true" />
          {t('layout.userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
