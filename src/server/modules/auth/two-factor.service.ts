import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../shared/schemas/staff';
import { validationCode as m } from '../../../shared/validation';
import type { AuditChange } from '../../../shared/schemas/audit';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { AuditRecorder } from '../audit/audit.recorder';
import type { TwoFactorKeys } from './two-factor.crypto';
import { twoFactorRepository } from './two-factor.repository';

const ISSUER = 'SG Consultancy';
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no look-alikes (i l 1 o 0)

/** xxxxx-xxxxx: 10 characters of a 31-letter alphabet, about 50 bits. */
function recoveryCode(): string {
  const chars = Array.from(randomBytes(10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The account a change is about: its id and, for the audit entry's label, its name. */
interface AccountRef {
  id: number;
  username: string;
}

const totpCode = (code: string): string | undefined => {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
};

/**
 * TOTP per RFC 6238 (30-second steps, one step either side), each code once: the last accepted
 * step is kept per account and anything at or before it is refused.
 */
export function twoFactorService(db: Db, keys: TwoFactorKeys, audit: AuditRecorder) {
  const repo = twoFactorRepository(db);

  /** An entry about the account's sign-in, in the change's transaction (never a secret or a code). */
  const recordChange = (tx: Db, actor: Actor, account: AccountRef, changed: AuditChange): Promise<void> =>
    audit.record(tx, actor, { action: 'save', entityType: 'user', entityId: account.id, entityLabel: account.username, changes: [changed] });

  /** The step a code belongs to, when it is valid after `afterStep`. */
  async function checkTotp(encrypted: string | null, code: string, afterStep: number): Promise<number | undefined> {
    const secret = encrypted ? keys.decrypt(encrypted) : undefined;
    const token = totpCode(code);
    if (!secret || !token) return undefined;
    const result = await verify({ secret, token, epochTolerance: 30, afterTimeStep: afterStep });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }

  async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
    const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
    return { codes, hashes: codes.map(keys.hashRecoveryCode) };
  }

  return {
    async status(userId: number): Promise<TwoFactorStatus> {
      const row = await repo.find(userId);
      const enabled = Boolean(row?.enabledAt);
      return { enabled, recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(userId) : 0 };
    },

    /** Starts (or restarts) an enrolment: a new secret, kept encrypted until a first code confirms it. */
    async setup(userId: number, username: string): Promise<TwoFactorSetup> {
      if ((await repo.find(userId))?.enabledAt) throw new AppError(409, 'CONFLICT', 'two-factor sign-in is already on');
      const secret = generateSecret();
      await repo.setPending(userId, keys.encrypt(secret));
      const otpauthUrl = generateURI({ issuer: ISSUER, label: username, secret });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUrl, qrSvg };
    },

    async enable(actor: Actor, account: AccountRef, code: string): Promise<string[]> {
      const row = await repo.find(account.id);
      if (row?.enabledAt) throw new AppError(409, 'CONFLICT', 'two-factor sign-in is already on');
      const pending = row?.pendingSecret;
      if (!pending) throw new AppError(409, 'CONFLICT', 'no two-factor setup in progress');
      const step = await checkTotp(pending, code, 0);
      if (step === undefined) throw fieldError('code', m.twoFactorCodeWrong);
      const { codes, hashes } = await newRecoveryCodes();
      await withTransaction(db, async (tx) => {
        await twoFactorRepository(tx).enable(account.id, pending, step, hashes);
        await recordChange(tx, actor, account, { field: 'twoFactor', from: 'off', to: 'on' });
      });
      return codes;
    },

    /** Two-factor off, with any enrolment in progress; recorded when it was on. */
    disable: (actor: Actor, account: AccountRef): Promise<void> =>
      withTransaction(db, async (tx) => {
        const rows = twoFactorRepository(tx);
        const wasOn = Boolean((await rows.find(account.id))?.enabledAt);
        await rows.remove(account.id);
        if (wasOn) await recordChange(tx, actor, account, { field: 'twoFactor', from: 'on', to: 'off' });
      }),

    async replaceRecoveryCodes(actor: Actor, account: AccountRef): Promise<string[]> {
      if (!(await repo.find(account.id))?.enabledAt) throw new AppError(409, 'CONFLICT', 'two-factor sign-in is off');
      const { codes, hashes } = await newRecoveryCodes();
      await withTransaction(db, async (tx) => {
        await twoFactorRepository(tx).replaceRecoveryCodes(account.id, hashes);
        await recordChange(tx, actor, account, { field: 'recoveryCodes', from: null, to: 'replaced' });
      });
      return codes;
    },

    /** The second sign-in step: a TOTP code not used before, or an unused recovery code. */
    async verifySignIn(userId: number, code: string): Promise<boolean> {
      const row = await repo.find(userId);
      if (!row?.enabledAt) return false;
      if (totpCode(code)) {
        const step = await checkTotp(row.secret, code, row.lastStep);
        return step !== undefined && (await repo.claimStep(userId, step));
      }
      const recovery = code.trim().toLowerCase();
      if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/.test(recovery)) return false;
      return repo.useRecoveryCode(userId, keys.hashRecoveryCode(recovery));
    },
  };
}
export type TwoFactorService = ReturnType<typeof twoFactorService>;
