import { useTranslation } from '@/i18n/use-translation';
import type { StaffUser } from '@shared/schemas/staff';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import type { UserAction } from '../api/user-actions';

export interface PendingAction {
  user: StaffUser;
  action: UserAction;
}

/** The question before an action, saying what it does to the account's sessions. */
export function ConfirmUserAction({ pending, working, onCancel, onConfirm }: { pending: PendingAction | null; working: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('admin');
  const username = pending?.user.username ?? '';
  const c = 'users.confirm';
  const texts = (() => {
    const action = pending?.action;
    switch (action?.kind) {
      case 'role':
        return { title: t(`${c}.roleTitle`, { username }), text: t(`roles.description.${action.role}`), label: t(`${c}.role`) };
      case 'disable':
        return { title: t(`${c}.disableTitle`, { username }), text: t(`${c}.disableText`), label: t(`${c}.disable`) };
      case 'enable':
        return { title: t(`${c}.enableTitle`, { username }), text: t(`${c}.enableText`), label: t(`${c}.enable`) };
      case 'resetPassword':
        return { title: t(`${c}.resetPasswordTitle`, { username }), text: t(`${c}.resetPasswordText`), label: t(`${c}.resetPassword`) };
      case 'resetTwoFactor':
        return { title: t(`${c}.resetTwoFactorTitle`, { username }), text: t(`${c}.resetTwoFactorText`), label: t(`${c}.resetTwoFactor`) };
      case 'delete':
        return { title: t(`${c}.deleteTitle`, { username }), text: t(`${c}.deleteText`), label: t(`${c}.delete`) };
      default:
        return { title: '', text: '', label: '' };
    }
  })();
  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts.title}
      description={texts.text}
      confirmLabel={texts.label}
      pending={working}
      pendingLabel={t(`${c}.working`)}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
