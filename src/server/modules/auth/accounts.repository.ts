import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTwoFactor } from '../../db/schema/index';
import type { Role } from '../../../shared/schemas/auth';
import type { StaffByline, StaffUser } from '../../../shared/schemas/staff';

/** An account as the server reasons about it: never its password hash. */
export interface Account {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  createdAt: Date;
  disabledAt: Date | null;
  mustChangePassword: boolean;
  lastSignInAt: Date | null;
  twoFactorEnabled: boolean;
}

/** What the data export holds of an account: no password hash, no byline. */
export interface ExportedUser {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  createdAt: string;
}

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  mustChangePassword: users.mustChangePassword,
  lastSignInAt: users.lastSignInAt,
  twoFactorEnabled: sql<boolean>`(${userTwoFactor.enabledAt} IS NOT NULL)`,
};

const bylineColumns = { bylineName: users.bylineName, bylineNameEn: users.bylineNameEn, bylineTitle: users.bylineTitle, bylineTitleEn: users.bylineTitleEn };

/** An account as the users screen shows it. */
const toStaff = (a: Account & StaffByline): StaffUser => ({
  id: a.id,
  username: a.username,
  email: a.email,
  role: a.role,
  twoFactorEnabled: a.twoFactorEnabled,
  lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
  state: a.disabledAt ? 'disabled' : 'active',
  mustChangePassword: a.mustChangePassword,
  createdAt: a.createdAt.toISOString(),
  byline: { bylineName: a.bylineName, bylineNameEn: a.bylineNameEn, bylineTitle: a.bylineTitle, bylineTitleEn: a.bylineTitleEn },
});

/**
 * The staff accounts (the `users` table): what sign-in, the own-account routes, the users screen
 * and create-admin read and write. Usernames are stored normalised (normalizeUsername): callers
 * pass the normalised form.
 */
export function accountsRepository(db: Db) {
  const accounts = () => db.select(accountColumns).from(users).leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id));
  const staff = () => db.select({ ...accountColumns, ...bylineColumns }).from(users).leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id));
  return {
    async findById(id: number): Promise<Account | undefined> {
      const [row] = await accounts().where(eq(users.id, id));
      return row;
    },
    async findWithPassword(username: string): Promise<{ account: Account; password: string } | undefined> {
      const [row] = await db
        .select({ ...accountColumns, password: users.password })
        .from(users)
        .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
        .where(eq(users.username, username));
      if (!row) return undefined;
      const { password, ...account } = row;
      return { account, password };
    },
    async passwordOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, id));
      return row?.password;
    },
    async create(input: { username: string; email: string | null; password: string; role: Role; mustChangePassword?: boolean }): Promise<Account | undefined> {
      const [row] = await db.insert(users).values(input).onConflictDoNothing({ target: users.username }).returning({ id: users.id });
      return row && this.findById(row.id);
    },
    async setPassword(id: number, password: string, mustChangePassword: boolean): Promise<void> {
      await db.update(users).set({ password, mustChangePassword }).where(eq(users.id, id));
    },
    /** create-admin: a known password, the admin role, and the account active again. */
    async resetAdmin(username: string, password: string, mustChangePassword: boolean): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ password, role: 'admin', disabledAt: null, mustChangePassword })
        .where(eq(users.username, username))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    async recordSignIn(id: number): Promise<void> {
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
    },
    async hasActiveAdmin(): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
        .limit(1);
      return Boolean(row);
    },
    async listStaff(): Promise<StaffUser[]> {
      return (await staff().orderBy(asc(users.username))).map(toStaff);
    },
    async findStaff(id: number): Promise<StaffUser | undefined> {
      const [row] = await staff().where(eq(users.id, id));
      return row && toStaff(row);
    },
    /**
     * Locks every active admin row, always in id order (so two such transactions cannot deadlock),
     * and returns their ids: a concurrent demotion waits here, then sees the committed outcome.
     */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },
    async setRole(id: number, role: Role): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },
    async setDisabled(id: number, disabled: boolean): Promise<void> {
      await db
        .update(users)
        .set({ disabledAt: disabled ? new Date() : null })
        .where(eq(users.id, id));
    },
    /** The byline only: the public name and title the account's articles show. */
    async setByline(id: number, byline: StaffByline): Promise<void> {
      await db.update(users).set(byline).where(eq(users.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
    async listAll(): Promise<ExportedUser[]> {
      const rows = await db.select({ id: users.id, username: users.username, email: users.email, role: users.role, createdAt: users.createdAt }).from(users).orderBy(users.id);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
