import { normalizeUsername, type Role } from '../../../shared/schemas/auth';
import type { StaffByline, StaffUser, StaffUserWithPassword } from '../../../shared/schemas/staff';
import { validationCode as m } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { hashPassword, randomPassword } from '../../lib/passwords';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { AuditAction, AuditChange } from '../../../shared/schemas/audit';
import type { AuditRecorder } from '../audit/audit.recorder';
import { accountsRepository, type AccountsRepository } from './accounts.repository';
import { sessionsRepository } from './sessions.repository';
import { twoFactorRepository } from './two-factor.repository';

const ONE_TIME_PASSWORD_LENGTH = 16;

/**
 * The admins' users screen. Every change runs in one transaction that first locks the active
 * admins, so that no pair of concurrent changes can leave the site without one.
 */
export function usersService(db: Db, cache: PublicCache, auditLog: AuditRecorder) {
  /** One entry about an account (never its password: a reset reads 'reset'). */
  const audit = (tx: Db, actor: Actor, action: AuditAction, user: Pick<StaffUser, 'id' | 'username'>, changes: AuditChange[] = []) =>
    auditLog.record(tx, actor, { action, entityType: 'user', entityId: user.id, entityLabel: user.username, changes });

  function inTransaction<T>(work: (repos: { accounts: AccountsRepository; tx: Db }) => Promise<T>): Promise<T> {
    return withTransaction(db, (tx) => work({ accounts: accountsRepository(tx), tx }));
  }

  /** Refuses taking away the actor's own access, or the last active admin's. */
  async function assertRemovable(accounts: AccountsRepository, actor: Actor, id: number): Promise<StaffUser> {
    const admins = await accounts.lockActiveAdmins();
    const target = await accounts.findStaff(id);
    if (!target) throw notFound('user');
    if (id === actor.userId) throw new AppError(409, 'SELF_LOCKOUT', 'you cannot demote, disable or delete your own account');
    if (admins.includes(id) && admins.length <= 1) throw new AppError(409, 'LAST_ADMIN', 'the last active administrator cannot be demoted, disabled or deleted');
    return target;
  }

  const found = async (accounts: AccountsRepository, id: number): Promise<StaffUser> => {
    const user = await accounts.findStaff(id);
    if (!user) throw notFound('user');
    return user;
  };

  return {
    list: (): Promise<StaffUser[]> => accountsRepository(db).listStaff(),

    find: async (id: number): Promise<StaffUser> => found(accountsRepository(db), id),

    /** A new account with a one-time password, to be changed at its first sign-in. */
    async create(actor: Actor, input: { username: string; email: string | null; role: Role }): Promise<StaffUserWithPassword> {
      const oneTimePassword = randomPassword(ONE_TIME_PASSWORD_LENGTH);
      const password = await hashPassword(oneTimePassword);
      return withTransaction(db, async (tx) => {
        const accounts = accountsRepository(tx);
        const created = await accounts.create({ ...input, username: normalizeUsername(input.username), password, mustChangePassword: true });
        if (!created) throw new AppError(409, 'CONFLICT', 'username already exists', { username: [m.usernameTaken] });
        const user = await found(accounts, created.id);
        await audit(tx, actor, 'create', user, [{ field: 'role', from: null, to: user.role }]);
        return { user, oneTimePassword };
      });
    },

    async setRole(actor: Actor, id: number, role: Role): Promise<StaffUser> {
      return inTransaction(async ({ accounts, tx }) => {
        const target = role === 'admin' ? await found(accounts, id) : await assertRemovable(accounts, actor, id);
        if (target.role !== role) {
          await accounts.setRole(id, role);
          await audit(tx, actor, 'save', target, [{ field: 'role', from: target.role, to: role }]);
        }
        return found(accounts, id);
      });
    },

    /** Disabling ends every session of the account at once, on every server. */
    async disable(actor: Actor, id: number): Promise<StaffUser> {
      return inTransaction(async ({ accounts, tx }) => {
        const target = await assertRemovable(accounts, actor, id);
        await accounts.setDisabled(id, true);
        if (target.state !== 'disabled') await audit(tx, actor, 'save', target, [{ field: 'state', from: target.state, to: 'disabled' }]);
        await sessionsRepository(tx).deleteForUser(id);
        return found(accounts, id);
      });
    },

    async enable(actor: Actor, id: number): Promise<StaffUser> {
      return inTransaction(async ({ accounts, tx }) => {
        const target = await found(accounts, id);
        await accounts.setDisabled(id, false);
        if (target.state === 'disabled') await audit(tx, actor, 'save', target, [{ field: 'state', from: 'disabled', to: 'active' }]);
        return found(accounts, id);
      });
    },

    async resetPassword(actor: Actor, id: number): Promise<StaffUserWithPassword> {
      const oneTimePassword = randomPassword(ONE_TIME_PASSWORD_LENGTH);
      const hash = await hashPassword(oneTimePassword);
      return inTransaction(async ({ accounts, tx }) => {
        await audit(tx, actor, 'save', await found(accounts, id), [{ field: 'password', from: null, to: 'reset' }]);
        await accounts.setPassword(id, hash, true);
        await sessionsRepository(tx).deleteForUser(id);
        return { user: await found(accounts, id), oneTimePassword };
      });
    },

    async resetTwoFactor(actor: Actor, id: number): Promise<StaffUser> {
      return inTransaction(async ({ accounts, tx }) => {
        await audit(tx, actor, 'save', await found(accounts, id), [{ field: 'twoFactor', from: null, to: 'reset' }]);
        await twoFactorRepository(tx).remove(id);
        return found(accounts, id);
      });
    },

    /**
     * The public byline of an account (docs/decisions/0021-bylines.md), set by its owner or an
     * admin. Every cached page naming its articles' author is dropped with the public cache.
     */
    async setByline(actor: Actor, id: number, byline: StaffByline): Promise<StaffUser> {
      const user = await inTransaction(async ({ accounts, tx }) => {
        const target = await found(accounts, id);
        const changes = (Object.keys(byline) as (keyof StaffByline)[])
          .filter((field) => target.byline[field] !== byline[field])
          .map((field) => ({ field, from: target.byline[field], to: byline[field] }));
        if (!changes.length) return target;
        await accounts.setByline(id, byline);
        await audit(tx, actor, 'save', target, changes);
        return found(accounts, id);
      });
      await cache.invalidate();
      return user;
    },

    /** Its sessions go with it (cascade); its articles stay, without an author. */
    async remove(actor: Actor, id: number): Promise<void> {
      await inTransaction(async ({ accounts, tx }) => {
        const target = await assertRemovable(accounts, actor, id);
        await accounts.remove(id);
        await audit(tx, actor, 'delete', target, [{ field: 'role', from: target.role, to: null }]);
      });
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
