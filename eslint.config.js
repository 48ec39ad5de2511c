import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One zone per feature folder (src/client/features/{site,admin}/<name>): it may import its own files,
 * another feature only through that feature's index, and admin features also features/admin/shared.
 * Everything else it needs lives in components/, lib/, i18n/ or src/shared. Site features never
 * import the back office, not even its index, and no feature imports the app that composes them.
 */
function featureZones() {
  const features = path.join(import.meta.dirname, 'src/client/features');
  const dirs = (audience) =>
    readdirSync(path.join(features, audience), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !(audience === 'admin' && d.name === 'shared'))
      .map((d) => `${audience}/${d.name}`);
  const indexOf = (feature) =>
    readdirSync(path.join(features, feature))
      .filter((f) => /^index\.tsx?$/.test(f))
      .map((f) => `./${feature}/${f}`);
  const all = [...dirs('site'), ...dirs('admin')];
  const app = {
    target: './src/client/features',
    from: ['./src/client/app', './src/client/entry-client.tsx', './src/client/entry-server.tsx'],
    message: 'The app composes features; a feature never imports the app (what both need belongs in lib/ or src/shared).',
  };
  return [app, ...all.map((feature) => {
    const admin = feature.startsWith('admin/');
    const entries = all.filter((other) => other !== feature && (admin || !other.startsWith('admin/'))).flatMap(indexOf);
    return {
      target: `./src/client/features/${feature}`,
      from: './src/client/features',
      except: [`./${feature}`, ...entries, ...(admin ? ['./admin/shared'] : [])],
      message: 'Import another feature through its index.ts; code several features share belongs in components/, lib/, src/shared or features/admin/shared.',
    };
  })];
}

/**
 * One zone per server module (src/server/modules/<name>): it may use another module through that
 * module's service or index.ts, never through its repository, so each table has one owner that
 * keeps its rules (docs/decisions/0025-server-module-boundaries.md). Tests and their fixtures may make rows
 * through any repository.
 */
function serverModuleZones() {
  const modules = path.join(import.meta.dirname, 'src/server/modules');
  return readdirSync(modules, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map(({ name }) => ({
      target: `./src/server/modules/${name}`,
      from: './src/server/modules/*/*.repository.ts',
      except: [`${modules}/${name}/*.repository.ts`],
      message: "Use another module through its service (or its index.ts), never through its repository: the module owning a table owns its rules.",
    }));
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations', 'src/client/components/ui', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // resolved through tsconfig.json, so the @/ and @shared/ aliases count; type-only imports never make a cycle
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones() }] },
  },
  {
    // one useTranslation for the app: react-i18next's copies the i18n instance per call (docs/decisions/0034-lighter-misses.md)
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/i18n/use-translation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-i18next', importNames: ['useTranslation', 'withTranslation', 'Translation'], message: "Use useTranslation from '@/i18n/use-translation'." }] },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones() }] },
  },
  {
    // the server reaches the client only as the built SSR bundle, whose module type it names
    files: ['src/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '!**/client/entry-server', '@/*'], message: 'The server does not import client code.' },
            { group: ['**/client/entry-server'], allowTypeImports: true, message: 'Only a type import: the server loads the built entry at run time.' },
          ],
        },
      ],
    },
  },
  {
    // standalone deployment scripts (deploy/*.cjs): plain CommonJS with no dependencies
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**', '@/*'] }] },
  },
);
