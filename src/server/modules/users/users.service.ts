import { normalizeUsername, type Role } from '../../../shared/schemas/auth';
import type { StaffByline, StaffUser, StaffUserWithPassword } from '../../../shared/schemas/staff';
import { validationMessages as m } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { hashPassword, randomPassword } from '../../lib/passwords';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { AuditAction, AuditChange } from '../../../shared/schemas/audit';
import { recordAudit } from '../audit/audit.recorder';
import { usersRepository } from '../auth/auth.repository';
import { sessionsRepository } from '../auth/sessions.repository';
import { twoFactorRepository } from '../auth/two-factor.repository';
import { staffRepository } from './users.repository';

const ONE_TIME_PASSWORD_LENGTH = 16;

/** One entry about an account (never its password: a reset reads 'reset'). */
const audit = (tx: Db, actor: Actor, action: AuditAction, user: Pick<StaffUser, 'id' | 'username'>, changes: AuditChange[] = []) =>
  recordAudit(tx, actor, { action, entityType: 'user', entityId: user.id, entityLabel: user.username, changes });

/**
 * The admins' users screen. Every change runs in one transaction that first locks the active
 * admins, so that no pair of concurrent changes can leave the site without one.
 */
export function usersService(db: Db, cache: PublicCache) {
  function inTransaction<T>(work: (repos: { staff: ReturnType<typeof staffRepository>; tx: Db }) => Promise<T>): Promise<T> {
    return withTransaction(db, (tx) => work({ staff: staffRepository(tx), tx }));
  }

  /** Refuses taking away the actor's own access, or the last active admin's. */
  async function assertRemovable(staff: ReturnType<typeof staffRepository>, actor: Actor, id: number): Promise<StaffUser> {
    const admins = await staff.lockActiveAdmins();
    const target = await staff.find(id);
    if (!target) throw notFound('user');
    if (id === actor.userId) throw new AppError(409, 'SELF_LOCKOUT', 'you cannot demote, disable or delete your own account');
    if (admins.includes(id) && admins.length <= 1) throw new AppError(409, 'LAST_ADMIN', 'the last active administrator cannot be demoted, disabled or deleted');
    return target;
  }

  const found = async (staff: ReturnType<typeof staffRepository>, id: number): Promise<StaffUser> => {
    const user = await staff.find(id);
    if (!user) throw notFound('user');
    return user;
  };

  return {
    list: (): Promise<StaffUser[]> => staffRepository(db).list(),

    find: async (id: number): Promise<StaffUser> => found(staffRepository(db), id),

    /** A new account with a one-time password, to be changed at its first sign-in. */
    async create(actor: Actor, input: { username: string; email: string | null; role: Role }): Promise<StaffUserWithPassword> {
      const oneTimePassword = randomPassword(ONE_TIME_PASSWORD_LENGTH);
      const password = await hashPassword(oneTimePassword);
      return withTransaction(db, async (tx) => {
        const created = await usersRepository(tx).create({ ...input, username: normalizeUsername(input.username), password, mustChangePassword: true });
        if (!created) throw new AppError(409, 'CONFLICT', 'username already exists', { username: [m.usernameTaken] });
        const user = await found(staffRepository(tx), created.id);
        await audit(tx, actor, 'create', user, [{ field: 'role', from: null, to: user.role }]);
        return { user, oneTimePassword };
      });
    },

    async setRole(actor: Actor, id: number, role: Role): Promise<StaffUser> {
      return inTransaction(async ({ staff, tx }) => {
        const target = role === 'admin' ? await found(staff, id) : await assertRemovable(staff, actor, id);
        if (target.role !== role) {
          await staff.setRole(id, role);
          await audit(tx, actor, 'save', target, [{ field: 'role', from: target.role, to: role }]);
        }
        return found(staff, id);
      });
    },

    /** Disabling ends every session of the account at once, on every server. */
    async disable(actor: Actor, id: number): Promise<StaffUser> {
      return inTransaction(async ({ staff, tx }) => {
        const target = await assertRemovable(staff, actor, id);
        await staff.setDisabled(id, true);
        if (target.state !== 'disabled') await audit(tx, actor, 'save', target, [{ field: 'state', from: target.state, to: 'disabled' }]);
        await sessionsRepository(tx).deleteForUser(id);
        return found(staff, id);
      });
    },

    async enable(actor: Actor, id: number): Promise<StaffUser> {
      return inTransaction(async ({ staff, tx }) => {
        const target = await found(staff, id);
        await staff.setDisabled(id, false);
        if (target.state === 'disabled') await audit(tx, actor, 'save', target, [{ field: 'state', from: 'disabled', to: 'active' }]);
        return found(staff, id);
      });
    },

    async resetPassword(actor: Actor, id: number): Promise<StaffUserWithPassword> {
      const oneTimePassword = randomPassword(ONE_TIME_PASSWORD_LENGTH);
      const hash = await hashPassword(oneTimePassword);
      return inTransaction(async ({ staff, tx }) => {
        await audit(tx, actor, 'save', await found(staff, id), [{ field: 'password', from: null, to: 'reset' }]);
        await staff.setPassword(id, hash);
        await sessionsRepository(tx).deleteForUser(id);
        return { user: await found(staff, id), oneTimePassword };
      });
    },

    async resetTwoFactor(actor: Actor, id: number): Promise<StaffUser> {
      return inTransaction(async ({ staff, tx }) => {
        await audit(tx, actor, 'save', await found(staff, id), [{ field: 'twoFactor', from: null, to: 'reset' }]);
        await twoFactorRepository(tx).remove(id);
        return found(staff, id);
      });
    },

    /**
     * The public byline of an account (docs/decisions/0021-bylines.md), set by its owner or an
     * admin. Every cached page naming its articles' author is dropped with the public cache.
     */
    async setByline(actor: Actor, id: number, byline: StaffByline): Promise<StaffUser> {
      const user = await inTransaction(async ({ staff, tx }) => {
        const target = await found(staff, id);
        const changes = (Object.keys(byline) as (keyof StaffByline)[])
          .filter((field) => target.byline[field] !== byline[field])
          .map((field) => ({ field, from: target.byline[field], to: byline[field] }));
        if (!changes.length) return target;
        await staff.setByline(id, byline);
        await audit(tx, actor, 'save', target, changes);
        return found(staff, id);
      });
      await cache.invalidate();
      return user;
    },

    /** Its sessions go with it (cascade); its articles stay, without an author. */
    async remove(actor: Actor, id: number): Promise<void> {
      await inTransaction(async ({ staff, tx }) => {
        const target = await assertRemovable(staff, actor, id);
        await staff.remove(id);
        await audit(tx, actor, 'delete', target, [{ field: 'role', from: target.role, to: null }]);
      });
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
