import { match } from 'path-to-regexp';
import { AppError, errorBody, toAppError } from '../lib/errors';
import type { CachedRead, PublicCache } from '../lib/public-cache';
import { publicReads, type PublicRead, type PublicReadName, type ReadParams, type ReadServices, type ReadScope } from './public-reads';

/** The outcome of a read: a cached entry, a fixed answer for parameters that name nothing, or a failure. */
export type ReadOutcome = { kind: 'entry'; key: string; entry: CachedRead } | { kind: 'fixed'; value: unknown };

/** What a fetch over HTTP would have produced, without HTTP: the status and the parsed body. */
export interface ResolvedAnswer {
  status: number;
  data: unknown;
}

type AnyRead = PublicRead<unknown>;
const reads = Object.entries(publicReads) as [PublicReadName, AnyRead][];

/** Each read's endpoints as matchers, for resolving a URL without a router. */
const matchers = reads.flatMap(([, read]) =>
  [read.publicPath, read.memberPath].filter((p): p is string => Boolean(p)).map((path) => ({ read, match: match<Record<string, string>>(path, { decode: decodeURIComponent }) })),
);

export function createReadModel(services: ReadServices, cache: PublicCache) {
  /** The public answer of a read with raw (unvalidated) parameters: validated, then cached. */
  async function readRaw(read: AnyRead, raw: Record<string, unknown>, onRead?: (key: string) => void): Promise<ReadOutcome> {
    const parsed = read.params.safeParse(raw);
    if (!parsed.success) {
      if (read.whenInvalid !== undefined) return { kind: 'fixed', value: read.whenInvalid };
      throw parsed.error;
    }
    const key = read.key(parsed.data);
    // before the load: a page that found nothing (a 404) depends on the read as much as one that found it
    onRead?.(key);
    if (read.uncached) return { kind: 'fixed', value: await read.load(services, parsed.data, 'public') };
    return { kind: 'entry', key, entry: await cache.get(key, () => read.load(services, parsed.data, 'public')) };
  }

  return {
    readRaw,

    /** A read's current answer for admins: everything, from the database, never cached. */
    async readFresh(read: AnyRead, raw: Record<string, unknown>, scope: ReadScope): Promise<unknown> {
      const parsed = read.params.safeParse(raw);
      if (!parsed.success) {
        if (read.whenInvalid !== undefined) return read.whenInvalid;
        throw parsed.error;
      }
      return read.load(services, parsed.data, scope);
    },

    /** The back office's page of a read's list (an admin's ?page=), from the database. */
    async readAdminPage(read: AnyRead, rawQuery: Record<string, unknown>): Promise<unknown> {
      const page = read.adminPage!;
      return page.load(services, page.query.parse(rawQuery));
    },

    /** A named public read's value (the sitemap, tests). */
    async read<N extends PublicReadName>(name: N, params: ReadParams<N>): Promise<unknown> {
      const outcome = await readRaw(publicReads[name] as AnyRead, params as Record<string, unknown>);
      return outcome.kind === 'entry' ? outcome.entry.value : outcome.value;
    },

    /**
     * The in-process transport of the server renderer: answers a GET of a public read's URL as an
     * anonymous visitor would get it over HTTP, from the same cache, with no HTTP and no copy of
     * the data. See docs/decisions/0002-render-transport.md. `onRead` hears each read's cache key (the
     * page cache keeps them with the page, so a write drops only the pages made from what it changed).
     */
    async resolve(url: string, onRead?: (key: string) => void): Promise<ResolvedAnswer> {
      const { pathname, searchParams } = new URL(url, 'http://in-process');
      try {
        // the first endpoint that matches, as the router would pick it
        for (const { read, match: matchPath } of matchers) {
          const hit = matchPath(pathname);
          if (!hit) continue;
          const outcome = await readRaw(read, { ...Object.fromEntries(searchParams), ...hit.params }, onRead);
          return { status: 200, data: outcome.kind === 'entry' ? outcome.entry.value : outcome.value };
        }
        return { status: 404, data: errorBody(new AppError(404, 'NOT_FOUND', 'API endpoint not found')) };
      } catch (err) {
        const appError = toAppError(err);
        if (appError.status >= 500) throw err;
        return { status: appError.status, data: errorBody(appError) };
      }
    },
  };
}

export type ReadModel = ReturnType<typeof createReadModel>;
