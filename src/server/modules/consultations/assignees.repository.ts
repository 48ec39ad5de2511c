import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { permissions } from '../../../shared/permissions';
import type { StaffRef } from '../../../shared/schemas/inbox';

const activeAdmin = and(inArray(users.role, [...permissions.readEnquiries]), isNull(users.disabledAt));

/** Who can be assigned an enquiry: the accounts not disabled whose role reads enquiries (admins and sales). */
export function assigneesRepository(db: Db) {
  return {
    /** An active account by id that may work enquiries (an assignee must be one). */
    async adminById(id: number): Promise<StaffRef | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.id, id), activeAdmin));
      return row;
    },

    /** The accounts that can open the inbox, not disabled. */
    admins: (): Promise<StaffRef[]> =>
      db.select({ id: users.id, username: users.username }).from(users).where(activeAdmin).orderBy(asc(users.username)),
  };
}
