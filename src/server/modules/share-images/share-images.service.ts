import { setTimeout as delay } from 'node:timers/promises';
import { languages, type Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Job } from '../../lib/jobs';
import type { ArticleIndexService } from '../article-index/article-index.service';
import type { ArticlesService } from '../articles/articles.service';
import type { MediaService } from '../media/media.service';
import { childDrawer, type Drawer } from './share-images.drawer';
import { shareImagesRepository } from './share-images.repository';
import { shareImageOf, subjectOf, versionOf, type ShareImageSubject } from './share-images.version';

/** The job's interval: an article published or changed has its pictures within about this long. */
export const SHARE_IMAGES_EVERY_MS = 30_000;
/** Pictures one job run draws at most (a quarter of a second each); the rest wait for the next run. */
const BATCH = 8;
/** How long a request waits for another server that is drawing the same picture, before drawing it itself. */
const WAIT_FOR_OTHER_MS = 5_000;

export interface ShareImageServices {
  articles: Pick<ArticlesService, 'getPublic'>;
  /** built on the job's transaction (on PGlite a query outside it would wait for it to end) */
  articleIndex: (db: Db) => Pick<ArticleIndexService, 'list'>;
  media: Pick<MediaService, 'variant'>;
  /** where pictures are drawn: a child process unless told otherwise */
  drawer?: Drawer;
  /** pictures a job run draws at most (0: the job draws none, requests still draw theirs) */
  jobBatch?: number;
}

export type ArticleImage = { kind: 'png'; png: Buffer; etag: string } | { kind: 'moved'; url: string } | { kind: 'unchanged'; etag: string };

const FILE = new RegExp(`^(${languages.join('|')})-([0-9a-f]{12})\\.png$`);
const keyOf = (s: { id: number; lang: Language }) => `${s.id}:${s.lang}`;

/**
 * Share pictures (src/shared/share-image.ts): each published article's in each language it is
 * shown in, drawn by the job or on the first request, kept in share_images; the site's drawn once
 * per process (two small PNGs that only a new release changes), kept in memory.
 */
export function shareImagesService(db: Db, services: ShareImageServices) {
  const repo = shareImagesRepository(db);
  const drawer = services.drawer ?? childDrawer();
  const batch = services.jobBatch ?? BATCH;
  const drawing = new Map<string, Promise<Buffer>>();
  const siteImages = new Map<Language, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();
  let drawn = 0;

  /** One drawing at a time from this server; the same picture asked twice at once is drawn once. */
  function draw(key: string, work: () => Promise<Buffer>): Promise<Buffer> {
    let pending = drawing.get(key);
    if (!pending) {
      pending = queue.then(work, work).finally(() => drawing.delete(key));
      queue = pending.catch(() => undefined);
      drawing.set(key, pending);
    }
    return pending;
  }

  async function drawAndStore(subject: ShareImageSubject, version: string): Promise<Buffer> {
    try {
      const png = await draw(`${keyOf(subject)}:${version}`, async () => {
        // an uploaded cover is read from the media module; a missing one is left out rather than failing the picture
        const cover = subject.coverId ? await services.media.variant(subject.coverId, 'og1200', 'jpeg').catch(() => undefined) : undefined;
        drawn += 1;
        return drawer.draw({ kind: 'article', lang: subject.lang, title: subject.title, cover });
      });
      await repo.store(subject.id, subject.lang, version, png);
      return png;
    } catch (err) {
      await repo.release(subject.id, subject.lang, version).catch(() => undefined);
      throw err;
    }
  }

  /** The stored picture, else drawn now: claimed first, so that two servers do not draw it at once. */
  async function current(subject: ShareImageSubject, version: string): Promise<Buffer> {
    const stored = await repo.png(subject.id, subject.lang, version);
    if (stored) return stored;
    if (await repo.claim(subject.id, subject.lang, version)) return drawAndStore(subject, version);
    for (let waited = 0; waited < WAIT_FOR_OTHER_MS; waited += 250) {
      await delay(250);
      const ready = await repo.png(subject.id, subject.lang, version);
      if (ready) return ready;
    }
    return drawAndStore(subject, version);
  }

  /** The pictures every published article needs now, in each language it is shown in. */
  async function wanted(tx: Db): Promise<ShareImageSubject[]> {
    const index = services.articleIndex(tx);
    const subjects = new Map<string, ShareImageSubject>();
    for (const lang of languages) {
      for (const entry of await index.list(lang)) subjects.set(keyOf(entry), subjectOf(entry));
    }
    return [...subjects.values()];
  }

  return {
    /** How many article pictures this process has drawn (tests, metrics). */
    stats: () => ({ drawn }),

    /** A public article read with its share picture named (its URL carries the version): no drawing, no query. */
    withShareImage<A extends { id: number; lang: Language; title: string; imageUrl: string | null }>(article: A): A & { shareImage: ReturnType<typeof shareImageOf> } {
      return { ...article, shareImage: shareImageOf(subjectOf(article)) };
    },

    /**
     * GET /og/articles/:id/:file: the current version's picture; an older version (or a language
     * the article is not shown in) moves to the current one; anything else is not found.
     */
    async articleImage(id: number, file: string, ifNoneMatch?: string): Promise<ArticleImage> {
      const [, lang, asked] = FILE.exec(file) ?? [];
      if (!lang || !asked) throw notFound('image');
      const subject = subjectOf(await services.articles.getPublic({ id }, lang as Language));
      const version = versionOf(subject);
      if (subject.lang !== lang || version !== asked) return { kind: 'moved', url: shareImageOf(subject).url };
      const etag = `"${id}-${lang}-${version}"`;
      if (ifNoneMatch === etag) return { kind: 'unchanged', etag };
      return { kind: 'png', png: await current(subject, version), etag };
    },

    /** The site's picture in `lang`, drawn on the first request for it in this process. */
    siteImage(lang: Language): Promise<Buffer> {
      let image = siteImages.get(lang);
      if (!image) {
        image = draw(`site:${lang}`, () => drawer.draw({ kind: 'site', lang }));
        image.catch(() => siteImages.delete(lang));
        siteImages.set(lang, image);
      }
      return image;
    },

    /**
     * Draws the pictures whose stored version is not the current one, a batch a run: claimed in the
     * run's transaction (one server wins each), drawn after it commits, so no transaction waits on a drawing.
     */
    job: {
      name: 'share-images',
      everyMs: SHARE_IMAGES_EVERY_MS,
      async run(_now, tx) {
        if (batch === 0) return [];
        const txRepo = shareImagesRepository(tx);
        const stored = new Map((await txRepo.versions()).map((row) => [keyOf({ id: row.articleId, lang: row.lang }), row.version]));
        const claimed: ShareImageSubject[] = [];
        for (const subject of await wanted(tx)) {
          if (claimed.length >= batch) break;
          const version = versionOf(subject);
          if (stored.get(keyOf(subject)) !== version && (await txRepo.claim(subject.id, subject.lang, version))) claimed.push(subject);
        }
        return claimed;
      },
      async afterCommit(claimed) {
        const failures: unknown[] = [];
        for (const subject of claimed as ShareImageSubject[]) await drawAndStore(subject, versionOf(subject)).catch((err: unknown) => failures.push(err));
        if (failures.length) throw new AggregateError(failures, `${failures.length} share images could not be drawn: ${String(failures[0])}`);
      },
    } satisfies Job,
  };
}
export type ShareImagesService = ReturnType<typeof shareImagesService>;
