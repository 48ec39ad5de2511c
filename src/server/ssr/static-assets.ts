import fs from 'node:fs/promises';
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

/**
 * Serves the build's text files (JS, CSS, SVG...) compressed with the best level, computed once per
 * file and kept in memory: the files never change while the process runs. Other requests fall through.
 */
export function compressedStatic(root: string, setCacheHeaders: (res: Response, relPath: string) => void): RequestHandler {
  const cache = new Map<string, Promise<Variant | null>>();
  const load = (file: string, encoding: Encoding) => {
    const key = `${encoding}:${file}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = fs
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

  return (req, res, next) => {
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
    const file = path.resolve(root, `.${rel}`);
    if (!file.startsWith(root + path.sep) || rel.split('/').some((seg) => seg.startsWith('.'))) return next();
    void load(file, encoding).then((variant) => {
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
}
