import { rolesWithPersonalData } from '../../../shared/permissions';
import Bowser from 'bowser';
import type { AccountSession } from '../../../shared/schemas/staff';
import { validationCode as m } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { PublicUser } from '../../../shared/schemas/auth';
import type { AuditRecorder } from '../audit/audit.recorder';
import { accountsRepository } from './accounts.repository';
import type { AuthService } from './auth.service';
import { isCommonPassword } from './password-policy';
import { publicSessionId, sessionsRepository, type SessionRecord } from './sessions.repository';
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

/**
 * A signed-in user's own account: password, two-factor sign-in, sessions. `actor` is the user
 * from the request's address; each change is written with its audit entry.
 */
export function accountService(db: Db, auth: AuthService, twoFactor: TwoFactorService, audit: AuditRecorder, settings: { requireTwoFactorForAdmins: boolean }) {
  const sessions = sessionsRepository(db);

  /** The password checks here share the sign-in limits (a stolen session must not guess the password freely). */
  async function confirmPassword(actor: Actor, user: PublicUser, password: string, field: string): Promise<void> {
    if (!(await auth.confirmPassword(user, password, actor.ip ?? undefined))) throw fieldError(field, m.passwordWrong);
  }

  return {
    /** A new password ends every other session of the account and lifts a forced change. */
    async changePassword(actor: Actor, user: PublicUser, currentSid: string, input: { currentPassword: string; newPassword: string }): Promise<void> {
      await confirmPassword(actor, user, input.currentPassword, 'currentPassword');
      if (isCommonPassword(input.newPassword)) throw fieldError('newPassword', m.passwordTooCommon);
      const hash = await hashPassword(input.newPassword);
      await withTransaction(db, async (tx) => {
        await accountsRepository(tx).setPassword(user.id, hash, false);
        await sessionsRepository(tx).deleteForUser(user.id, currentSid);
        // that it changed, never the password
        await audit.record(tx, actor, { action: 'save', entityType: 'user', entityId: user.id, entityLabel: user.username, changes: [{ field: 'password', from: null, to: 'changed' }] });
      });
    },

    twoFactorStatus: (user: PublicUser) => twoFactor.status(user.id),
    setupTwoFactor: (user: PublicUser) => twoFactor.setup(user.id, user.username),
    enableTwoFactor: (actor: Actor, user: PublicUser, code: string) => twoFactor.enable(actor, user, code),

    async disableTwoFactor(actor: Actor, user: PublicUser, password: string): Promise<void> {
      if (settings.requireTwoFactorForAdmins && rolesWithPersonalData.includes(user.role)) throw new AppError(403, 'FORBIDDEN', 'two-factor sign-in is required for your role');
      await confirmPassword(actor, user, password, 'password');
      await twoFactor.disable(actor, user);
    },

    async replaceRecoveryCodes(actor: Actor, user: PublicUser, password: string): Promise<string[]> {
      await confirmPassword(actor, user, password, 'password');
      return twoFactor.replaceRecoveryCodes(actor, user);
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
