import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The browser build gives the back office its own copy of what it would otherwise share with lazy
 * public pages (icons, dialogs, forms, the enquiry schema), so that its first view fetches a few
 * scripts instead of twenty small shared chunks (docs/decisions/0010-first-load-javascript.md).
 * A module imported from the back office resolves to `<file>?back-office`, a module of its own for
 * Rollup; modules holding state or context the whole app shares (React, the router, the query
 * client, i18n, the app's lib/ and layout) keep one identity. Sonner is copied too: the back office
 * mounts its own Toaster (features/admin/shared/back-office-toaster.tsx) for its own toasts, and never
 * calls the public pages' `notify`, whose sonner is the other copy.
 */
const SUFFIX = '?back-office';
const SHARED_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)\//;

export function backOfficeCopies(root: string): Plugin {
  const client = path.join(root, 'src/client');
  const adminFeature = path.join(client, 'features/admin') + path.sep;
  const sharedSources = ['lib', 'app', 'i18n/browser.ts', 'i18n/index.ts', 'i18n/chunk-strings.ts', 'features/site/layout', 'entry-client.tsx'].map((p) => path.join(client, p));
  const isBackOffice = (id: string) => id.endsWith(SUFFIX) || id.startsWith(adminFeature);
  const keepsOneIdentity = (id: string) =>
    SHARED_PACKAGES.test(id) || id.startsWith(adminFeature) || sharedSources.some((p) => id === p || id.startsWith(p + path.sep) || id.startsWith(p + '.'));
  return {
    name: 'back-office-copies',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async resolveId(source, importer, options) {
      if (!importer || !isBackOffice(importer) || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer.endsWith(SUFFIX) ? importer.slice(0, -SUFFIX.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || resolved.id.startsWith('\0')) return resolved;
      if (!/\.(?:[mc]?js|tsx?|jsx)$/.test(resolved.id) || keepsOneIdentity(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id + SUFFIX };
    },
  };
}
