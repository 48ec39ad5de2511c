import fs from 'node:fs';
import path from 'node:path';

let common: Set<string> | undefined;

/** The 10,000 most common passwords (common-passwords.LICENSE.txt), read once, lower-cased. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Among the 10,000 most common passwords, compared case-insensitively (ASVS 2.1.7). */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());

