import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { BoundedMap } from '../lib/bounded-map';
import { encodeForRequest, encodeForStorage, encodedSize } from '../lib/encoding';
import { readTouched, type CachedReply } from '../lib/public-cache';
import { isAnonymousRead } from '../lib/sessions';
import { isBookingPath, isSearchPath } from '../../shared/paths';

/** A rendered page before it is cached: the status, the bytes and the headers it is sent with. */
export interface PageToKeep {
  status: number;
  contentType: string;
  body: string;
  headers: string[];
  /**
   * the public reads' cache keys its render asked for (read-model.ts), so that a write that changes
   * only some reads drops only the pages made from them; absent: the page goes with any write
   */
  reads?: readonly string[];
}

export interface PageCache {
  /**
   * The key of a page request an anonymous visitor makes (GET or HEAD, nobody signed in, whatever
   * cookie it carries), or null for a signed-in one, whose page is personal (the footer) and never
   * kept. Pages differ by
   * address (the language is in it), and by origin when PUBLIC_URL does not fix it (canonical links).
   */
  keyOf(req: Request, origin: string): string | null;
  /** The cached page of an anonymous read, for the fast path (ahead of Express: req.url is the whole address). */
  lookup(req: IncomingMessage, origin: string): CachedReply | undefined;
  /**
   * The cached page for key, else renders it once however many visitors ask at the same time. A page
   * that `render` declines (null: a failed render) is not kept; nor is one that a write overtook.
   */
  fill(key: string, render: () => Promise<PageToKeep | null>): Promise<CachedReply | null>;
  /**
   * Drops the pages made from a read whose key starts with one of `prefixes` (and those whose reads
   * are unknown), or every page without them: a content write, here or, through NOTIFY, in another process.
   */
  clear(prefixes?: readonly string[]): void;
  /** hits: answered from a cached page (or a render in progress); misses: rendered (for /metrics) */
  stats(): { pages: number; bytes: number; hits: number; misses: number };
}

/**
 * Turns a rendered page into a reply with the ETag of its bytes: compressed once in both
 * encodings when it is kept, or only in the encoding of `acceptEncoding` when it is sent once (a
 * signed-in visitor's page, the back-office shell).
 */
export async function toCachedReply(page: PageToKeep, sendOnceTo?: { acceptEncoding: string | undefined }): Promise<CachedReply> {
  const identity = Buffer.from(page.body, 'utf8');
  const etag = `W/"${crypto.createHash('sha1').update(identity).digest('base64url')}"`;
  const body = sendOnceTo ? encodeForRequest(identity, sendOnceTo.acceptEncoding) : await encodeForStorage(identity);
  return { status: page.status, etag, contentType: page.contentType, body, headers: page.headers };
}

/** Pages kept at most, whatever their size (a flood of tiny not-found pages must not grow the keys' memory). */
export const MAX_PAGES = 2000;
/** Answers a visitor can vary at will (a query string, a not-found, a redirect) get this share of the bytes and entries. */
const VARIANT_SHARE = 1 / 8;

/** What the visitor chose rather than what the site has: kept apart, so a flood of them never evicts the site's pages. */
const isVariant = (key: string, reply: CachedReply) => reply.status !== 200 || key.includes('?');

/**
 * Server-rendered pages for anonymous visitors, least recently used first out when they hold more
 * than `maxBytes` (all encodings and the key counted) or MAX_PAGES. Pages with a query string and
 * answers other than 200 (not-founds, redirects) have their own eighth of both, so random
 * addresses cannot push out the site's pages. See docs/decisions/0007-page-cache.md and
 * docs/decisions/0020-edge-hardening.md.
 */
export function createPageCache(maxBytes: number): PageCache {
  const sizeOf = (key: string, reply: CachedReply) => key.length + encodedSize(reply.body) + reply.headers.reduce((n, h) => n + h.length, 0);
  const variantBytes = Math.floor(maxBytes * VARIANT_SHARE);
  const variantEntries = Math.floor(MAX_PAGES * VARIANT_SHARE);
  const pages = new BoundedMap<string, CachedReply>({ maxEntries: MAX_PAGES - variantEntries, maxBytes: maxBytes - variantBytes, sizeOf });
  const variants = new BoundedMap<string, CachedReply>({ maxEntries: variantEntries, maxBytes: variantBytes, sizeOf });
  /** each kept page's reads (none: unknown); entries of pages the maps let go are dropped at the next clear */
  const readsOf = new Map<string, readonly string[]>();
  const rendering = new Map<string, Promise<CachedReply | null>>();
  let hits = 0;
  let misses = 0;
  // bumped by every clear, so a render that raced with a write is not kept
  let generation = 0;

  const keyOf = (req: Request, origin: string) =>
    maxBytes > 0 && (req.method === 'GET' || req.method === 'HEAD') && !req.user && !isSearchPath(req.path) && !isBookingPath(req.path) ? `${origin}${req.originalUrl}` : null;

  const keep = (key: string, reply: CachedReply, reads: readonly string[] | undefined) => {
    if (sizeOf(key, reply) > maxBytes / 4) return; // one huge page must not empty the cache
    if ((isVariant(key, reply) ? variants : pages).set(key, reply) && reads) readsOf.set(key, reads);
    else readsOf.delete(key);
  };
  /** most recently used last */
  const kept = (key: string) => pages.get(key) ?? variants.get(key);

  return {
    keyOf,
    lookup(req, origin) {
      if (maxBytes === 0 || !isAnonymousRead(req)) return undefined;
      const page = kept(`${origin}${req.url}`);
      if (page) hits++;
      return page;
    },
    fill(key, render) {
      const page = kept(key);
      const pending = rendering.get(key);
      if (page || pending) hits++;
      if (page) return Promise.resolve(page);
      if (pending) return pending;
      misses++;
      const started = generation;
      const job = (async () => {
        const rendered = await render();
        if (!rendered) return null;
        const reply = await toCachedReply(rendered);
        if (generation === started) keep(key, reply, rendered.reads);
        return reply;
      })().finally(() => {
        if (rendering.get(key) === job) rendering.delete(key);
      });
      rendering.set(key, job);
      return job;
    },
    clear(prefixes) {
      // a render under way may have read what changed: none started before this is kept
      generation++;
      rendering.clear();
      if (!prefixes) {
        pages.clear();
        variants.clear();
        readsOf.clear();
        return;
      }
      for (const map of [pages, variants]) {
        const gone = [...map].map(([key]) => key).filter((key) => {
          const reads = readsOf.get(key);
          return !reads || reads.some((read) => readTouched(read, prefixes));
        });
        for (const key of gone) map.delete(key);
      }
      for (const key of readsOf.keys()) if (!pages.has(key) && !variants.has(key)) readsOf.delete(key);
    },
    stats: () => ({ pages: pages.size + variants.size, bytes: pages.bytes + variants.bytes, hits, misses }),
  };
}
