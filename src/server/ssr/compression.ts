import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

export type Encoding = 'br' | 'gzip';

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
const MIN_SIZE = 1024;

/** br when the client takes it, else gzip, else nothing (q=0 means refused). */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding, quality: 'max' | 'fast'): Buffer {
  if (encoding === 'br') {
    const level = quality === 'max' ? 11 : 5;
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  return zlib.gzipSync(body, { level: quality === 'max' ? 9 : 6 });
}

/** Sends an HTML page, compressed when the client accepts it (the pages are rendered per request). */
export function sendHtml(req: Request, res: Response, status: number, html: string): void {
  const body = Buffer.from(html, 'utf8');
  const encoding = body.length >= MIN_SIZE ? negotiateEncoding(req.get('accept-encoding')) : null;
  res.status(status).set('Content-Type', 'text/html; charset=utf-8').vary('Accept-Encoding');
  if (!encoding) {
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const out = compress(body, encoding, 'fast');
  res.set('Content-Encoding', encoding).set('Content-Length', String(out.length));
  res.end(req.method === 'HEAD' ? undefined : out);
}

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
          if (raw.length < MIN_SIZE) return null;
          const body = compress(raw, encoding, 'max');
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
