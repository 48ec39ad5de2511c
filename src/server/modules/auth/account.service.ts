import Bowser from 'bowser';
import type { AccountSession } from '../../../shared/schemas/staff';
import { validationMessages as m } from '../../../shared/validation';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { PublicUser } from '../../../shared/schemas/auth';
import type { UsersRepository } from './auth.repository';
import type { AuthService } from './auth.service';
import { isCommonPassword } from './password-policy';
import { publicSessionId, type SessionRecord, type SessionsRepository } from './sessions.repository';
import type { TwoFactorService } from './two-factor.service';

/** "Chrome 131 on Windows", from the user agent. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ') || 'unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

const toAccountSession = (r: SessionRecord, currentSid: string): AccountSession => {
  const signedInAt = (r.signedInAt ?? new Date()).toISOString();
  return { id: publicSessionId(r.sid), current: r.sid === currentSid, device: deviceOf(r.userAgent), ip: r.ip, lastSeenAt: (r.lastSeenAt ?? r.signedInAt ?? new Date()).toISOString(), signedInAt };
};

/** A signed-in user's own account: password, two-factor sign-in, sessions. */
export function accountService(auth: AuthService, users: UsersRepository, sessions: SessionsRepository, twoFactor: TwoFactorService, settings: { requireTwoFactorForAdmins: boolean }) {
  /** The password checks here share the sign-in limits (a stolen session must not guess the password freely). */
  async function confirmPassword(user: PublicUser, password: string, field: string, ip: string | undefined): Promise<void> {
    if (!(await auth.confirmPassword(user, password, ip))) throw fieldError(field, m.passwordWrong);
  }

  return {
    /** A new password ends every other session of the account and lifts a forced change. */
    async changePassword(user: PublicUser, currentSid: string, input: { currentPassword: string; newPassword: string }, ip: string | undefined): Promise<void> {
      await confirmPassword(user, input.currentPassword, 'currentPassword', ip);
      if (isCommonPassword(input.newPassword)) throw fieldError('newPassword', m.passwordTooCommon);
      await users.setPassword(user.id, await hashPassword(input.newPassword), false);
      await sessions.deleteForUser(user.id, currentSid);
    },

    twoFactorStatus: (user: PublicUser) => twoFactor.status(user.id),
    setupTwoFactor: (user: PublicUser) => twoFactor.setup(user.id, user.username),
    enableTwoFactor: (user: PublicUser, code: string) => twoFactor.enable(user.id, code),

    async disableTwoFactor(user: PublicUser, password: string, ip: string | undefined): Promise<void> {
      if (settings.requireTwoFactorForAdmins && user.role === 'admin') throw new AppError(403, 'FORBIDDEN', 'two-factor sign-in is required for administrators');
      await confirmPassword(user, password, 'password', ip);
      await twoFactor.disable(user.id);
    },

    async replaceRecoveryCodes(user: PublicUser, password: string, ip: string | undefined): Promise<string[]> {
      await confirmPassword(user, password, 'password', ip);
      return twoFactor.replaceRecoveryCodes(user.id);
    },

    async listSessions(user: PublicUser, currentSid: string): Promise<AccountSession[]> {
      return (await sessions.listForUser(user.id)).map((r) => toAccountSession(r, currentSid));
    },

    async endSession(user: PublicUser, publicId: string): Promise<void> {
      const record = (await sessions.listForUser(user.id)).find((r) => publicSessionId(r.sid) === publicId);
      if (!record || !(await sessions.deleteOne(user.id, record.sid))) throw notFound('session');
    },

    signOutOthers: (user: PublicUser, currentSid: string): Promise<number> => sessions.deleteForUser(user.id, currentSid),
  };
}
export type AccountService = ReturnType<typeof accountService>;
