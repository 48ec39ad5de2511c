// `npx tsx scripts/js-budget.ts [distDir]` (docs/decisions/0010-first-load-javascript.md): the JavaScript a first visit to the home page
// downloads before it is idle, gzipped at level 9, in each language: the entry script of index.html,
// the chunks the server preloads for the page (its lazy chunk from the route table and its language's
// strings) and every chunk these import statically. Budget: 150 KB (1 KB = 1000 bytes).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { languages, type Language } from '../src/shared/languages';
import { routePatterns } from '../src/shared/paths';
import { routeTable } from '../src/client/app/route-table';
import { publicStringsChunk } from '../src/client/i18n/public-strings';

const BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const distDir = path.resolve(process.argv[2] ?? 'dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

/** Files of the chunks under these manifest keys and of everything they import statically. */
function withImports(keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    // as the server does (src/server/ssr/preload-links.ts), a key missing from the build preloads nothing
    if (!chunk) return console.warn(`(${key} is not in the manifest of ${distDir})`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  keys.forEach(walk);
  return files;
}

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const entryScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]!);
const entryKeys = entryScripts.map((file) => byFile.get(file) ?? file);
const homeChunk = routeTable.site.find((route) => route.path === routePatterns.home)?.chunk;

// GNU gzip -9, as the issue measures, when installed; Node's zlib at level 9 (about 1% larger) otherwise
const gnuGzip = spawnSync('gzip', ['--version']).status === 0;
const gzipSize = (file: string): number => {
  const full = path.join(distDir, file);
  if (gnuGzip) return spawnSync('gzip', ['-9', '-c', full], { maxBuffer: 64 * 1024 * 1024 }).stdout.length;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

let over = false;
for (const lang of languages as readonly Language[]) {
  const files = withImports([...entryKeys, ...(homeChunk ? [homeChunk] : []), publicStringsChunk(lang)]);
  const sizes = [...files].map((file) => ({ file, raw: fs.statSync(path.join(distDir, file)).size, gz: gzipSize(file) }));
  sizes.sort((a, b) => b.gz - a.gz);
  const total = sizes.reduce((sum, s) => sum + s.gz, 0);
  const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
  const how = gnuGzip ? 'gzip -9' : 'zlib level 9';
  console.log(`home page (${lang === 'zh' ? '/' : '/en'}): ${(total / 1000).toFixed(1)} KB by ${how} (${(raw / 1000).toFixed(1)} KB raw), budget ${BUDGET_KB} KB`);
  for (const s of sizes) console.log(`  ${kb(s.gz)} KB gzipped ${kb(s.raw)} KB raw  ${s.file}`);
  if (total > BUDGET_KB * 1000) over = true;
}
if (over) {
  console.error(`over the ${BUDGET_KB} KB budget`);
  process.exitCode = 1;
}
