import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { compressSync, MIN_COMPRESS_SIZE, negotiateEncoding, type Encoding } from '../lib/encoding';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

interface Variant {
  body: Buffer;
  etag: string;
}

/** The handler, and how many compressed variants it keeps (at most two per file of the build). */
export type CompressedStatic = RequestHandler & { keptVariants(): number };

/** The build's text files by URL path (`/assets/index-abc.js`), listed once: the build never changes while the process runs. */
function listTextFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  let names: string[];
  try {
    names = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return files;
  }
  for (const name of names) {
    const rel = `/${name.split(path.sep).join('/')}`;
    if (!TYPES[path.extname(rel).toLowerCase()] || rel.split('/').some((seg) => seg.startsWith('.'))) continue;
    const file = path.join(root, name);
    if (fs.statSync(file).isFile()) files.set(rel, file);
  }
  return files;
}

/**
 * Serves the build's text files (JS, CSS, SVG...) compressed with the best level, computed once per
 * file and kept in memory. Only files listed at start are looked up, so a request for a path that
 * is not in the build adds nothing to memory (docs/decisions/0020-edge-hardening.md). Other
 * requests fall through.
 */
export function compressedStatic(root: string, setCacheHeaders: (res: Response, relPath: string) => void): CompressedStatic {
  const files = listTextFiles(root);
  const cache = new Map<string, Promise<Variant | null>>();
  const load = (rel: string, file: string, encoding: Encoding) => {
    const key = `${encoding}:${rel}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = fsp
        .readFile(file)
        .then((raw) => {
          if (raw.length < MIN_COMPRESS_SIZE) return null;
          const body = compressSync(raw, encoding, 'max');
          return { body, etag: `W/"${raw.length.toString(36)}-${body.length.toString(36)}-${encoding}"` };
        })
        .catch(() => null);
      cache.set(key, hit);
    }
    return hit;
  };

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path).toLowerCase()];
    const encoding = type ? negotiateEncoding(req.get('accept-encoding')) : null;
    if (!type || !encoding) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = files.get(rel);
    if (!file) return next();
    void load(rel, file, encoding).then((variant) => {
      if (!variant) return next();
      setCacheHeaders(res, rel);
      res.set({ 'Content-Type': type, 'Content-Encoding': encoding, ETag: variant.etag }).vary('Accept-Encoding');
      if (req.get('if-none-match') === variant.etag) {
        res.status(304).end();
        return;
      }
      res.set('Content-Length', String(variant.body.length));
      res.end(req.method === 'HEAD' ? undefined : variant.body);
    }, next);
  };
  return Object.assign(handler, { keptVariants: () => cache.size });
}
