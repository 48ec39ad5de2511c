import type { i18n as I18n } from 'i18next';
import { loadLanguage } from '@/i18n/browser';
import { ADMIN_LANGUAGE_KEY } from '@/i18n/storage-keys';
import { isLanguage, type Language } from '@/i18n/types';

/**
 * The back office's own stored language (docs/decisions/0024-beyond-the-spec.md): choosing English in the admin must not move
 * the public site, whose choice stays under the spec's `language` key (docs/product-spec.md, section 1).
 */
export { ADMIN_LANGUAGE_KEY };

export function readAdminLanguage(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Language | null {
  try {
    const value = storage?.getItem(ADMIN_LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Switches the interface (downloading the strings first when needed) and remembers the choice for the back office only. */
export async function switchAdminLanguage(i18n: I18n, next: Language, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): Promise<void> {
  try {
    storage?.setItem(ADMIN_LANGUAGE_KEY, next);
  } catch {
    // storage refused: the switch still applies to this visit
  }
  await loadLanguage(i18n, next);
  await i18n.changeLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
}
