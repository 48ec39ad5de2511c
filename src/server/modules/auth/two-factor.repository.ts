import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recoveryCodes, userTwoFactor } from '../../db/schema/index';

/**
 * Two-factor rows of an account; secrets arrive and leave encrypted. The writes of several rows
 * run on the caller's transaction (two-factor.service.ts, users.service.ts).
 */
export function twoFactorRepository(db: Db) {
  return {
    async find(userId: number) {
      const [row] = await db
        .select({ secret: userTwoFactor.secret, pendingSecret: userTwoFactor.pendingSecret, lastStep: userTwoFactor.lastStep, enabledAt: userTwoFactor.enabledAt })
        .from(userTwoFactor)
        .where(eq(userTwoFactor.userId, userId));
      return row;
    },
    async setPending(userId: number, pendingSecret: string): Promise<void> {
      await db.insert(userTwoFactor).values({ userId, pendingSecret }).onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecret } });
    },
    /** The pending secret becomes the secret; its first code's step is the last used one. */
    async enable(userId: number, secret: string, lastStep: number, codeHashes: string[]): Promise<void> {
      await db.update(userTwoFactor).set({ secret, pendingSecret: null, lastStep, enabledAt: new Date() }).where(eq(userTwoFactor.userId, userId));
      await this.replaceRecoveryCodes(userId, codeHashes);
    },
    /** Claims a time step: false when it (or a later one) was already used, even by a concurrent request. */
    async claimStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(userTwoFactor)
        .set({ lastStep: step })
        .where(and(eq(userTwoFactor.userId, userId), lt(userTwoFactor.lastStep, step)))
        .returning({ userId: userTwoFactor.userId });
      return rows.length > 0;
    },
    /** Uses a recovery code once: false when unknown or already used. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Two-factor off: the secret, any pending enrolment and the recovery codes are gone. */
    async remove(userId: number): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    },
  };
}
