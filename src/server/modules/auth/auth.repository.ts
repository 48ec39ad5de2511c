import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { PublicUser, Role } from '../../../shared/schemas/auth';

const publicColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

type Row = { id: number; username: string; email: string | null; role: Role; createdAt: Date };
// explicit fields: a row that also carries the password hash must never leak it
const toPublic = (r: Row): PublicUser => ({ id: r.id, username: r.username, email: r.email, role: r.role, createdAt: r.createdAt.toISOString() });

export function usersRepository(db: Db) {
  return {
    async findById(id: number): Promise<PublicUser | undefined> {
      const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id));
      return row && toPublic(row);
    },
    async findWithPassword(username: string) {
      const [row] = await db.select({ ...publicColumns, password: users.password }).from(users).where(eq(users.username, username));
      return row && { user: toPublic(row), password: row.password };
    },
    async create(input: { username: string; email: string | null; password: string; role: Role }): Promise<PublicUser | undefined> {
      const [row] = await db.insert(users).values(input).onConflictDoNothing({ target: users.username }).returning(publicColumns);
      return row && toPublic(row);
    },
    async setPassword(username: string, password: string, role?: Role): Promise<boolean> {
      const rows = await db
        .update(users)
        .set(role ? { password, role } : { password })
        .where(eq(users.username, username))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    async hasAdmin(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      return Boolean(row);
    },
    async listAll(): Promise<PublicUser[]> {
      return (await db.select(publicColumns).from(users).orderBy(users.id)).map(toPublic);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
