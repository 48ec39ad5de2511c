import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keys for two-factor data, derived with HKDF-SHA256 from TWO_FACTOR_KEY, or from the session
 * secret when it is unset: one to encrypt TOTP secrets (AES-256-GCM), one to hash recovery codes
 * (HMAC-SHA256, so a copy of the database alone cannot test guesses).
 */
export function twoFactorKeys(rootKey: string) {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', rootKey, 'sg-two-factor', info, 32));
  const encryptionKey = derive('totp-secret-encryption');
  const hashKey = derive('recovery-code-hash');
  return {
    /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts */
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    /** The plain text, or undefined when the value was encrypted under another key (or altered). */
    decrypt(stored: string): string | undefined {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    hashRecoveryCode: (code: string): string => createHmac('sha256', hashKey).update(code).digest('hex'),
  };
}
export type TwoFactorKeys = ReturnType<typeof twoFactorKeys>;
