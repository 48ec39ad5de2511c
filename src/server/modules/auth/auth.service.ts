import { rolesWithPersonalData } from '../../../shared/permissions';
import { normalizeUsername, type PublicUser } from '../../../shared/schemas/auth';
import { validationCode as m } from '../../../shared/validation';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Db } from '../../db/client';
import { accountsRepository, type Account } from './accounts.repository';
import { sessionsRepository } from './sessions.repository';
import type { SignInLimits } from './sign-in-limits';
import type { TwoFactorService } from './two-factor.service';

// a well-formed hash, so that scrypt runs for an unknown user exactly as for a known one
const DUMMY_HASH = `${'0'.repeat(128)}.${'0'.repeat(32)}`;

export type SignInOutcome = { kind: 'signed-in'; user: PublicUser } | { kind: 'two-factor'; userId: number; username: string };

export interface AuthSettings {
  requireTwoFactorForAdmins: boolean;
}

export function authService(db: Db, twoFactor: TwoFactorService, settings: AuthSettings, limits: SignInLimits) {
  const accounts = accountsRepository(db);
  const sessions = sessionsRepository(db);
  const invalid = () => new AppError(401, 'INVALID_CREDENTIALS', 'invalid username or password');

  const toPublic = (a: Account): PublicUser => ({
    id: a.id,
    username: a.username,
    email: a.email,
    role: a.role,
    createdAt: a.createdAt.toISOString(),
    twoFactorEnabled: a.twoFactorEnabled,
    mustChangePassword: a.mustChangePassword,
    mustEnrollTwoFactor: settings.requireTwoFactorForAdmins && rolesWithPersonalData.includes(a.role) && !a.twoFactorEnabled,
  });

  return {
    toPublic,

    /** The signed-in user of a session: none when the account is gone or disabled. */
    async findUser(id: number): Promise<PublicUser | undefined> {
      const account = await accounts.findById(id);
      return account && !account.disabledAt ? toPublic(account) : undefined;
    },

    touchSession: (sid: string): Promise<void> => sessions.touch(sid),

    /** The data export's part: accounts without their password hashes. */
    exportPart: async () => ({ users: await accounts.listAll() }),

    /**
     * The password step, under the sign-in limits (sign-in-limits.ts). Unknown user, wrong password
     * and disabled account give the same answer after the same scrypt work; with two-factor on, the
     * caller keeps only a pending sign-in.
     */
    async login(username: string, password: string, ip: string | undefined): Promise<SignInOutcome> {
      const name = normalizeUsername(username);
      return limits.check({ account: name, ip }, async (): Promise<SignInOutcome> => {
        const found = await accounts.findWithPassword(name);
        const ok = await verifyPassword(password, found?.password ?? DUMMY_HASH);
        if (!found || !ok || found.account.disabledAt) throw invalid();
        const { account } = found;
        if (account.twoFactorEnabled) return { kind: 'two-factor', userId: account.id, username: account.username };
        await accounts.recordSignIn(account.id);
        return { kind: 'signed-in', user: toPublic(account) };
      });
    },

    /** The second step, under the same limits as the first: the pending account must still be active and the code unused. */
    async completeTwoFactor(pending: { userId: number; username: string }, code: string, ip: string | undefined): Promise<PublicUser> {
      return limits.check({ account: pending.username, ip }, async () => {
        const account = await accounts.findById(pending.userId);
        const ok = await twoFactor.verifySignIn(pending.userId, code);
        if (!account || account.disabledAt || !ok) throw new AppError(401, 'INVALID_TWO_FACTOR_CODE', 'the two-factor code is wrong or was already used');
        await accounts.recordSignIn(pending.userId);
        return toPublic(account);
      });
    },

    /** A signed-in user's password confirmed (own account routes), under the sign-in limits. */
    async confirmPassword(user: { id: number; username: string }, password: string, ip: string | undefined): Promise<boolean> {
      return limits.check({ account: user.username, ip }, () => this.checkPassword(user.id, password), (ok) => ok);
    },

    /** The password compared, without any limit: callers that face clients use confirmPassword. */
    async checkPassword(userId: number, password: string): Promise<boolean> {
      return verifyPassword(password, (await accounts.passwordOf(userId)) ?? DUMMY_HASH);
    },

    async register(input: { username: string; password: string; email: string | null }): Promise<PublicUser> {
      const created = await accounts.create({ ...input, username: normalizeUsername(input.username), password: await hashPassword(input.password), role: 'user' });
      if (!created) throw new AppError(409, 'CONFLICT', 'username already exists', { username: [m.usernameTaken] });
      await accounts.recordSignIn(created.id);
      return toPublic(created);
    },

  };
}
export type AuthService = ReturnType<typeof authService>;
