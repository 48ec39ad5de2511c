import { AlertTriangle, RotateCw, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import type { StaffUser, StaffUserWithPassword } from '@shared/schemas/staff';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { useUsers } from './api/get-users';
import { useUserAction, type UserAction, type UserMenuChoice } from './api/user-actions';
import { BylineDialog } from './components/byline-dialog';
import { ChangeRoleDialog } from './components/change-role-dialog';
import { ConfirmUserAction, type PendingAction } from './components/confirm-user-action';
import { CreateUserDialog } from './components/create-user-dialog';
import { OneTimePasswordDialog } from './components/one-time-password-dialog';
import { RefusalDialog } from './components/refusal-dialog';
import { UsersList } from './components/users-list';

const doneToast = {
  role: 'roleChanged',
  disable: 'disabled',
  enable: 'enabled',
  resetPassword: 'passwordReset',
  resetTwoFactor: 'twoFactorReset',
  delete: 'deleted',
} as const satisfies Record<UserAction['kind'], string>;

/** Staff accounts (admins only, docs/decisions/0011-staff-accounts.md): the list, create, role, public byline, disable/enable, reset password or two-factor, delete. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  useAdminTitle(t('users.title'));
  const me = useUser();
  const users = useUsers();
  const act = useUserAction();
  const [creating, setCreating] = useState(false);
  const [password, setPassword] = useState<{ answer: StaffUserWithPassword; reason: 'created' | 'reset' } | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [bylineOf, setBylineOf] = useState<StaffUser | null>(null);
  const [roleOf, setRoleOf] = useState<StaffUser | null>(null);

  const confirm = () => pending && run(pending);
  const run = ({ user, action }: PendingAction) =>
    act.mutate(
      { id: user.id, action },
      {
        onSuccess: (answer) => {
          setPending(null);
          setRoleOf(null);
          toast.success(t(`users.toast.${doneToast[action.kind]}`));
          if (action.kind === 'resetPassword' && 'oneTimePassword' in answer) setPassword({ answer, reason: 'reset' });
        },
        onError: (err) => {
          setPending(null);
          setRoleOf(null);
          // the refusals an admin must understand get a dialog; anything else a toast
          if (err instanceof ApiError && (err.code === 'SELF_LOCKOUT' || err.code === 'LAST_ADMIN')) setRefusal(errorMessage(err));
          else toast.error(t('users.toast.failed'), { description: errorMessage(err, t('shared.errors.unknown')) });
        },
      },
    );

  const choose = (user: StaffUser, choice: UserMenuChoice) => {
    if (choice.kind === 'byline') setBylineOf(user);
    else if (choice.kind === 'chooseRole') setRoleOf(user);
    else setPending({ user, action: choice });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" />
            {t('users.create')}
          </Button>
        }
      />
      {users.isPending ? (
        <Skeleton className="h-64 w-full rounded-lg" />
      ) : users.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background py-12 text-center">
          <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-medium">{t('users.loadFailed')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(users.error)}</p>
          <Button variant="outline" onClick={() => void users.refetch()} disabled={users.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('shared.actions.retry')}
          </Button>
        </div>
      ) : users.data.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background py-12 text-center text-muted-foreground">{t('users.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="users-count">
            {t('users.count', { count: users.data.length })}
          </p>
          <UsersList
            users={users.data}
            currentUserId={me.data?.id}
            onAction={choose}
          />
        </>
      )}
      {creating && (
        <CreateUserDialog
          onClose={() => setCreating(false)}
          onCreated={(answer) => {
            setCreating(false);
            setPassword({ answer, reason: 'created' });
          }}
        />
      )}
      {password && <OneTimePasswordDialog answer={password.answer} reason={password.reason} onClose={() => setPassword(null)} />}
      <ConfirmUserAction pending={pending} working={act.isPending} onCancel={() => setPending(null)} onConfirm={confirm} />
      <RefusalDialog message={refusal} onClose={() => setRefusal(null)} />
      {bylineOf && <BylineDialog user={bylineOf} onClose={() => setBylineOf(null)} />}
      {roleOf && <ChangeRoleDialog user={roleOf} working={act.isPending} onCancel={() => setRoleOf(null)} onChange={(role) => run({ user: roleOf, action: { kind: 'role', role } })} />}
    </div>
  );
}
