/**
 * Builds the files of the download centre (docs/product-spec.md, section 2) into dist/downloads:
 * the project's own source as project-download.zip, the three deployment scripts as
 * deployment-scripts.zip and loose, the two guides and the static technical documentation.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ZipArchive } from 'archiver';

export const DEPLOY_SCRIPTS = ['setup.cjs', 'deploy.cjs', 'check-environment.cjs'] as const;
export const DEPLOY_DOCS = ['download-instructions.md', 'deployment-guide.md'] as const;

/** Never packaged, whatever git says: dependencies, local data, build output, secrets. */
const EXCLUDED_ANYWHERE = new Set(['node_modules', '.git']);
const EXCLUDED_AT_ROOT = new Set(['data', 'dist', 'test-results', 'coverage', '.vite', 'tmp']);
const isExcluded = (file: string) => {
  const parts = file.split('/');
  return (
    EXCLUDED_AT_ROOT.has(parts[0] ?? '') ||
    parts.some((part) => EXCLUDED_ANYWHERE.has(part)) ||
    /(^|\/)\.env(\.|$)/.test(file) ||
    file.endsWith('.log')
  );
};

/** Files in git (tracked, plus new ones not ignored) when in a checkout, else a walk of the tree. */
export function listSourceFiles(root: string): string[] {
  let files: string[];
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    files = out.split('\0').filter(Boolean);
  } catch {
    files = walk(root, '');
  }
  const unique = [...new Set(files)].filter((f) => !isExcluded(f) && fs.statSync(path.join(root, f), { throwIfNoEntry: false })?.isFile());
  return unique.sort();
}

function walk(root: string, rel: string): string[] {
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (isExcluded(child)) return [];
    if (entry.isDirectory()) return walk(root, child);
    return entry.isFile() ? [child] : [];
  });
}

async function writeZip(target: string, entries: { file: string; name: string; mode?: number }[]): Promise<number> {
  const output = fs.createWriteStream(target);
  const archive = new ZipArchive({ zlib: { level: 9 } });
  const closed = new Promise<void>((resolve, reject) => {
    output.on('close', resolve);
    output.on('error', reject);
    archive.on('error', reject);
    archive.on('warning', reject);
  });
  archive.pipe(output);
  for (const entry of entries) archive.file(entry.file, { name: entry.name, mode: entry.mode });
  await archive.finalize();
  await closed;
  return archive.pointer();
}

export interface BuildDownloadsOptions {
  /** the project folder (default: this repository) */
  root?: string;
  /** where the files go (default: <root>/dist/downloads) */
  outDir?: string;
}

export async function buildDownloads(opts: BuildDownloadsOptions = {}): Promise<{ outDir: string; files: Record<string, number> }> {
  const root = opts.root ?? path.resolve(import.meta.dirname, '..');
  const outDir = opts.outDir ?? path.join(root, 'dist/downloads');
  const deployDir = path.join(root, 'deploy');
  const folder = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).name as string;
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, 'techdocs'), { recursive: true });

  const source = listSourceFiles(root).map((file) => ({
    file: path.join(root, file),
    name: `${folder}/${file}`,
    mode: fs.statSync(path.join(root, file)).mode & 0o777,
  }));
  const scripts = DEPLOY_SCRIPTS.map((name) => ({ file: path.join(deployDir, name), name, mode: 0o755 }));
  const files: Record<string, number> = {
    'project-download.zip': await writeZip(path.join(outDir, 'project-download.zip'), source),
    'deployment-scripts.zip': await writeZip(path.join(outDir, 'deployment-scripts.zip'), scripts),
  };
  for (const name of [...DEPLOY_SCRIPTS, ...DEPLOY_DOCS, 'techdocs/index.html']) {
    fs.copyFileSync(path.join(deployDir, name), path.join(outDir, name));
    files[name] = fs.statSync(path.join(outDir, name)).size;
  }
  return { outDir, files };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const { outDir, files } = await buildDownloads();
  for (const [name, size] of Object.entries(files)) console.log(`  ${name.padEnd(28)} ${(size / 1024).toFixed(1).padStart(8)} kB`);
  console.log(`downloads built in ${outDir} (${Date.now() - started} ms)`);
}
