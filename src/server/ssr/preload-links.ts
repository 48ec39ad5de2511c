import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * <link rel="modulepreload"> for the lazy chunks a page needs and the chunks they import, so they
 * download alongside the entry instead of after it. Chunks the entry itself loads are skipped.
 */
export function preloadLinks(manifest: Manifest, modules: readonly string[]): string {
  const entryFiles = new Set<string>();
  const entryCss = new Set<string>();
  const walk = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach((k) => walk(k, into, css));
  };
  const entry = Object.entries(manifest).find(([, c]) => (c as { isEntry?: boolean }).isEntry);
  if (entry) walk(entry[0], entryFiles, entryCss);

  const files = new Set<string>();
  const css = new Set<string>();
  modules.forEach((m) => walk(m, files, css));
  // low priority: the chunks hydrate the page, the stylesheet and the images draw it (first paint)
  const links = [...files].filter((f) => !entryFiles.has(f)).map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`);
  links.push(...[...css].filter((f) => !entryCss.has(f)).map((f) => `<link rel="stylesheet" href="/${f}">`));
  return links.join('');
}
