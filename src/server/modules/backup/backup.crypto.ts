import { createCipheriv, createDecipheriv, randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { BACKUP_VERSION, ENCRYPTED_BACKUP_FORMAT, MAX_SCRYPT_MEMORY, type EncryptedBackup } from '../../../shared/schemas/backup';
import { fieldError } from '../../lib/errors';

/** scrypt's recommended interactive cost (about 100 ms and 32 MB); kept in each file, so it can grow later. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32; // AES-256
const IV_BYTES = 12; // GCM's standard nonce

function deriveKey(passphrase: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: MAX_SCRYPT_MEMORY + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(passphrase.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** The backup's JSON, encrypted with AES-256-GCM under a key derived from the passphrase with scrypt. */
export async function encryptBackup(json: string, passphrase: string): Promise<EncryptedBackup> {
  const salt = randomBytes(16);
  const iv = randomBytes(IV_BYTES);
  const key = await deriveKey(passphrase, salt, COST);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return {
    format: ENCRYPTED_BACKUP_FORMAT,
    version: BACKUP_VERSION,
    kdf: { name: 'scrypt', ...COST, salt: salt.toString('base64') },
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

/** The backup's JSON; a wrong passphrase and a changed file both fail GCM's check: a 400 on the passphrase. */
export async function decryptBackup(envelope: EncryptedBackup, passphrase: string | undefined): Promise<string> {
  if (!passphrase) throw fieldError('passphrase', 'passphraseRequired');
  const { N, r, p, salt } = envelope.kdf;
  const key = await deriveKey(passphrase, Buffer.from(salt, 'base64'), { N, r, p });
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(envelope.iv, 'base64'), { authTagLength: 16 });
  try {
    decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(envelope.data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw fieldError('passphrase', 'passphraseWrong');
  }
}
