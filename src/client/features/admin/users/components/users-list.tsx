import { useTranslation } from '@/i18n/use-translation';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { StaffUser } from '@shared/schemas/staff';
import { formatLocalDateTime } from '../../shared/format';
import { useIsDesktop } from '../../shared/use-media-query';
import type { UserMenuChoice } from '../api/user-actions';
import { RoleBadge, StateBadges, TwoFactorBadge } from './user-badges';
import { UserActionsMenu } from './user-actions-menu';

interface Props {
  users: StaffUser[];
  currentUserId: number | undefined;
  onAction: (user: StaffUser, action: UserMenuChoice) => void;
}

/** A table from 768 px up; cards below that, with the actions in each card's menu. */
export function UsersList({ users, currentUserId, onAction }: Props) {
  const { t, i18n } = useTranslation('admin');
  const desktop = useIsDesktop();
  const lastSignIn = (u: StaffUser) => (u.lastSignInAt ? formatLocalDateTime(u.lastSignInAt, i18n.language) : t('users.never'));
  const name = (u: StaffUser) => (
    <span className="font-medium break-all">
      {u.username}
      {u.id === currentUserId && <span className="font-normal text-muted-foreground">{t('users.you')}</span>}
    </span>
  );

  if (!desktop) {
    return (
      <ul className="divide-y rounded-lg border bg-background" data-testid="user-rows">
        {users.map((u) => (
          <li key={u.id} data-testid="user-row" data-username={u.username} className="grid gap-2 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                {name(u)}
                <p className="text-sm break-all text-muted-foreground">{u.email ?? t('users.noEmail')}</p>
              </div>
              <UserActionsMenu user={u} onAction={(a) => onAction(u, a)} />
            </div>
            <div className="flex flex-wrap items-center gap-1">
              <RoleBadge role={u.role} />
              <TwoFactorBadge on={u.twoFactorEnabled} />
              <StateBadges user={u} />
            </div>
            <p className="text-xs text-muted-foreground">
              {t('users.columns.lastSignIn')}: {lastSignIn(u)}
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="rounded-lg border bg-background">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('users.columns.username')}</TableHead>
            <TableHead>{t('users.columns.email')}</TableHead>
            <TableHead>{t('users.columns.role')}</TableHead>
            <TableHead>{t('users.columns.twoFactor')}</TableHead>
            <TableHead>{t('users.columns.lastSignIn')}</TableHead>
            <TableHead>{t('users.columns.state')}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">{t('users.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody data-testid="user-rows">
          {users.map((u) => (
            <TableRow key={u.id} data-testid="user-row" data-username={u.username}>
              <TableCell>{name(u)}</TableCell>
              <TableCell className="max-w-56 truncate text-muted-foreground">{u.email ?? t('users.noEmail')}</TableCell>
              <TableCell>
                <RoleBadge role={u.role} />
              </TableCell>
              <TableCell>
                <TwoFactorBadge on={u.twoFactorEnabled} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{lastSignIn(u)}</TableCell>
              <TableCell>
                <StateBadges user={u} />
              </TableCell>
              <TableCell className="text-right">
                <UserActionsMenu user={u} onAction={(a) => onAction(u, a)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
