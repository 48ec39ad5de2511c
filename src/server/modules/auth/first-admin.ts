import type { Logger } from 'pino';
import { normalizeUsername } from '../../../shared/schemas/auth';
import { hashPassword, randomPassword } from '../../lib/passwords';
import type { Db } from '../../db/client';
import { accountsRepository } from './accounts.repository';

/** The admin made outside the back office: at first start, and by `npm run create-admin`. */
export function firstAdmin(db: Db) {
  const accounts = accountsRepository(db);
  return {
    /**
     * create-admin: creates the admin, or gives the existing account this password, the admin
     * role and an active state again (a password the operator chose: no change is forced).
     */
    async upsertAdmin(username: string, password: string, mustChangePassword = false): Promise<'created' | 'reset'> {
      const name = normalizeUsername(username);
      const hash = await hashPassword(password);
      if (await accounts.resetAdmin(name, hash, mustChangePassword)) return 'reset';
      await accounts.create({ username: name, email: null, password: hash, role: 'admin', mustChangePassword });
      return 'created';
    },

    /**
     * First start: with no active admin, create one. A generated password, printed once, must be
     * changed at the first sign-in; one given as ADMIN_PASSWORD is the operator's own.
     */
    async ensureFirstAdmin(username: string, password: string | undefined, logger: Logger): Promise<void> {
      if (await accounts.hasActiveAdmin()) return;
      const name = normalizeUsername(username);
      const chosen = password ?? randomPassword(20);
      await this.upsertAdmin(name, chosen, !password);
      if (password) {
        logger.info(`Created the first admin "${name}" with the password from ADMIN_PASSWORD.`);
      } else {
        console.log(`\n  First admin created. Sign in at /auth as "${name}" with password: ${chosen}   (shown once; you will be asked to change it at the first sign-in)\n`);
      }
    },
  };
}
