import type { Logger } from 'pino';
import { AppError } from '../../lib/errors';
import { hashPassword, randomPassword, verifyPassword } from '../../lib/passwords';
import type { PublicUser } from '../../../shared/schemas/auth';
import type { UsersRepository } from './auth.repository';

const DUMMY_HASH = `${'0'.repeat(128)}.${'0'.repeat(32)}`;

export function authService(users: UsersRepository) {
  return {
    findUser: (id: number): Promise<PublicUser | undefined> => users.findById(id),

    /** The data export's part: accounts without their password hashes. */
    exportPart: async () => ({ users: await users.listAll() }),

    async login(username: string, password: string): Promise<PublicUser> {
      const found = await users.findWithPassword(username);
      // verify even when the user is missing so timing does not reveal which usernames exist
      // (against a well-formed hash: a malformed one returns before scrypt runs)
      const ok = await verifyPassword(password, found?.password ?? DUMMY_HASH);
      if (!found || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', 'invalid username or password');
      return found.user;
    },

    async register(input: { username: string; password: string; email: string | null }): Promise<PublicUser> {
      const created = await users.create({ ...input, password: await hashPassword(input.password), role: 'user' });
      if (!created) throw new AppError(409, 'CONFLICT', 'username already exists');
      return created;
    },

    /** Creates the admin, or resets its password and role when the name exists. */
    async upsertAdmin(username: string, password: string): Promise<'created' | 'reset'> {
      const hash = await hashPassword(password);
      if (await users.setPassword(username, hash, 'admin')) return 'reset';
      await users.create({ username, email: null, password: hash, role: 'admin' });
      return 'created';
    },

    /** First start: with no admin, create one; print a random password once when none was given. */
    async ensureFirstAdmin(username: string, password: string | undefined, logger: Logger): Promise<void> {
      if (await users.hasAdmin()) return;
      const chosen = password ?? randomPassword(20);
      await this.upsertAdmin(username, chosen);
      if (password) {
        logger.info(`Created the first admin "${username}" with the password from ADMIN_PASSWORD.`);
      } else {
        console.log(`\n  First admin created. Sign in at /auth as "${username}" with password: ${chosen}   (shown once; change it with: npm run create-admin -- ${username})\n`);
      }
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
