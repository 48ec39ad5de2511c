import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { StaffRef } from '../../../shared/schemas/inbox';

const activeAdmin = and(eq(users.role, 'admin'), isNull(users.disabledAt));

/** Who can be assigned an enquiry: the administrators not disabled (only they open the inbox). */
export function assigneesRepository(db: Db) {
  return {
    /** An active admin account by id (an assignee must be one). */
    async adminById(id: number): Promise<StaffRef | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.id, id), activeAdmin));
      return row;
    },

    /** The accounts that can open the inbox: admins not disabled. */
    admins: (): Promise<StaffRef[]> =>
      db.select({ id: users.id, username: users.username }).from(users).where(activeAdmin).orderBy(asc(users.username)),
  };
}
