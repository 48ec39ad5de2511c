import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTwoFactor } from '../../db/schema/index';
import type { Role } from '../../../shared/schemas/auth';
import type { StaffByline, StaffUser } from '../../../shared/schemas/staff';
import { accountColumns, type Account } from '../auth/auth.repository';

const bylineColumns = { bylineName: users.bylineName, bylineNameEn: users.bylineNameEn, bylineTitle: users.bylineTitle, bylineTitleEn: users.bylineTitleEn };

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

/** The users screen's reads and writes; run inside one transaction by the service. */
export function staffRepository(db: Db) {
  const accounts = () => db.select({ ...accountColumns, ...bylineColumns }).from(users).leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id));
  return {
    async list(): Promise<StaffUser[]> {
      return (await accounts().orderBy(asc(users.username))).map(toStaff);
    },
    async find(id: number): Promise<StaffUser | undefined> {
      const [row] = await accounts().where(eq(users.id, id));
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
    async setPassword(id: number, password: string): Promise<void> {
      await db.update(users).set({ password, mustChangePassword: true }).where(eq(users.id, id));
    },
    /** The byline only: the public name and title the account's articles show. */
    async setByline(id: number, byline: StaffByline): Promise<boolean> {
      const rows = await db.update(users).set(byline).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
    async remove(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
