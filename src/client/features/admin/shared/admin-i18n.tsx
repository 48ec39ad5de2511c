import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import enAdmin from '@/i18n/locales/en/admin';
import zhAdmin from '@/i18n/locales/zh/admin';
import { readAdminLanguage, switchAdminLanguage } from './admin-language';

/**
 * The 'admin' namespace is added from the admin chunks only, so the public bundle never carries
 * back-office strings. Adding is idempotent and synchronous, so children can translate at once.
 */
export function ensureAdminBundles(i18n: I18n): void {
  if (!i18n.hasResourceBundle('zh', 'admin')) i18n.addResourceBundle('zh', 'admin', zhAdmin, true, true);
  if (!i18n.hasResourceBundle('en', 'admin')) i18n.addResourceBundle('en', 'admin', enAdmin, true, true);
}

/** Adds the admin strings and applies the back office's own stored language (docs/decisions/0024-beyond-the-spec.md), once mounted. */
export function AdminI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('common');
  ensureAdminBundles(i18n);
  useEffect(() => {
    const chosen = readAdminLanguage();
    if (chosen && chosen !== i18n.language) void switchAdminLanguage(i18n, chosen);
    // once per mount: later switches are the user's own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
