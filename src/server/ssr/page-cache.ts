import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { encodeForRequest, encodeForStorage, encodedSize } from '../lib/encoding';
import { isFastPathRead, type StoredAnswer } from '../lib/public-cache';
import { isSearchPath } from '../../shared/paths';

/** A rendered page before it is kept: the status, the bytes and the headers it is sent with. */
export interface PageToKeep {
  status: number;
  contentType: string;
  body: string;
  headers: string[];
}

export interface PageCache {
  /**
   * The key of a page request an anonymous visitor makes (GET or HEAD, no session cookie), or null
   * for a signed-in one, whose page is personal (the footer) and never kept. Pages differ by
   * address (the language is in it), and by origin when PUBLIC_URL does not fix it (canonical links).
   */
  keyOf(req: Request, origin: string): string | null;
  /** The kept page of a cookie-less GET, for the fast path (ahead of Express: req.url is the whole address). */
  lookup(req: IncomingMessage, origin: string): StoredAnswer | undefined;
  /**
   * The kept page for key, else renders it once however many visitors ask at the same time. A page
   * that `render` declines (null: a failed render) is not kept; nor is one that a write overtook.
   */
  fill(key: string, render: () => Promise<PageToKeep | null>): Promise<StoredAnswer | null>;
  /** Drops every page (every content write, here or, through NOTIFY, in another process). */
  clear(): void;
  /** hits: answered from a kept page (or a render in progress); misses: rendered (for /metrics) */
  stats(): { pages: number; bytes: number; hits: number; misses: number };
}

/**
 * Turns a rendered page into an answer with the ETag of its bytes: compressed once in both
 * encodings when it is kept, or only in the encoding of `acceptEncoding` when it is sent once (a
 * signed-in visitor's page, the back-office shell).
 */
export async function toStoredAnswer(page: PageToKeep, sendOnceTo?: { acceptEncoding: string | undefined }): Promise<StoredAnswer> {
  const identity = Buffer.from(page.body, 'utf8');
  const etag = `W/"${crypto.createHash('sha1').update(identity).digest('base64url')}"`;
  const body = sendOnceTo ? encodeForRequest(identity, sendOnceTo.acceptEncoding) : await encodeForStorage(identity);
  return { status: page.status, etag, contentType: page.contentType, body, headers: page.headers };
}

/**
 * Server-rendered pages for anonymous visitors, least recently used first out when they hold more
 * than `maxBytes` (all encodings counted). See docs/decisions/0007-page-cache.md.
 */
export function createPageCache(maxBytes: number): PageCache {
  const pages = new Map<string, { answer: StoredAnswer; size: number }>();
  const rendering = new Map<string, Promise<StoredAnswer | null>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  // bumped by every clear, so a render that raced with a write is not kept
  let generation = 0;

  const keyOf = (req: Request, origin: string) =>
    maxBytes > 0 && (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie?.includes('sid=') && !isSearchPath(req.path) ? `${origin}${req.originalUrl}` : null;

  const keep = (key: string, answer: StoredAnswer) => {
    const size = encodedSize(answer.body) + answer.headers.reduce((n, h) => n + h.length, 0);
    if (size > maxBytes / 4) return; // one huge page must not empty the cache
    const old = pages.get(key);
    if (old) bytes -= old.size;
    pages.delete(key);
    pages.set(key, { answer, size });
    bytes += size;
    for (const [oldest, page] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(oldest);
      bytes -= page.size;
    }
  };

  return {
    keyOf,
    lookup(req, origin) {
      if (maxBytes === 0 || !isFastPathRead(req)) return undefined;
      const key = `${origin}${req.url}`;
      const page = pages.get(key);
      if (!page) return undefined;
      hits++;
      // most recently used last
      pages.delete(key);
      pages.set(key, page);
      return page.answer;
    },
    fill(key, render) {
      const kept = pages.get(key);
      const pending = rendering.get(key);
      if (kept || pending) hits++;
      if (kept) return Promise.resolve(kept.answer);
      if (pending) return pending;
      misses++;
      const started = generation;
      const job = (async () => {
        const page = await render();
        if (!page) return null;
        const answer = await toStoredAnswer(page);
        if (generation === started) keep(key, answer);
        return answer;
      })().finally(() => {
        if (rendering.get(key) === job) rendering.delete(key);
      });
      rendering.set(key, job);
      return job;
    },
    clear() {
      generation++;
      pages.clear();
      rendering.clear();
      bytes = 0;
    },
    stats: () => ({ pages: pages.size, bytes, hits, misses }),
  };
}
