import { createHash } from 'node:crypto';
import { mediaOgUrl, mediaUrl, type MediaItem, type MediaPage, type MediaUsage, type UpdateMediaInput, MEDIA_PAGE_SIZE, mediaIdOfUrl, type ResponsiveImage } from '../../../shared/schemas/media';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import { changesBetween, type AuditRecorder } from '../audit/audit.recorder';
import { inspectImage, makeVariants } from './media.image';
import { mediaRepository, type MediaRow, type VariantMeta } from './media.repository';
import { mediaIdsIn, responsiveContent, responsiveCover } from './media.render';

function toItem(row: MediaRow, variants: VariantMeta[]): MediaItem {
  const webp = variants.filter((v) => v.mediaId === row.id && v.format === 'webp').sort((a, b) => a.width - b.width);
  return {
    id: row.id,
    url: mediaUrl(row.id),
    width: row.width,
    height: row.height,
    alt: row.alt,
    altEn: row.altEn,
    bytes: row.bytes,
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
    variants: webp.map((v) => ({ width: v.width, height: v.height, url: `/media/${row.id}/${v.name}.webp` })),
    ogUrl: mediaOgUrl(row.id),
  };
}

const usageByMedia = (rows: (MediaUsage & { mediaId: string })[], id: string): MediaUsage[] =>
  rows.filter((r) => r.mediaId === id).map(({ id: articleNumber, articleId, title, trashed }) => ({ id: articleNumber, articleId, title, trashed }));

/** What an article read needs: its cover and content HTML, and the language shown. */
interface Showable {
  imageUrl: string | null;
  content: string;
  lang?: string;
}

/** Images uploaded once, resized once, kept in the database (docs/decisions/0014-media.md). */
export function mediaService(db: Db, cache: PublicCache, audit: AuditRecorder) {
  const repo = mediaRepository(db);

  async function items(ids: string[]): Promise<Map<string, MediaItem>> {
    const rows = (await Promise.all(ids.map((id) => repo.find(id)))).filter((r): r is MediaRow => Boolean(r));
    const variants = await repo.variantsOf(rows.map((r) => r.id));
    return new Map(rows.map((r) => [r.id, toItem(r, variants)]));
  }

  async function get(id: string): Promise<MediaItem> {
    const item = (await items([id])).get(id);
    if (!item) throw notFound('image');
    return item;
  }

  return {
    get,

    /** The same picture uploaded twice is stored once: the second upload answers the first one's image. */
    async upload(actor: Actor, bytes: Buffer): Promise<MediaItem> {
      const image = await inspectImage(bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const id = sha256.slice(0, 24);
      if (await repo.idOfSha(sha256)) return get(id);
      const variants = await makeVariants(bytes, image);
      try {
        await withTransaction(db, async (tx) => {
          await mediaRepository(tx).insert({ id, sha256, contentType: image.mime, width: image.width, height: image.height, bytes: bytes.length, alt: '', altEn: '', uploadedBy: actor.userId }, variants);
          await audit.record(tx, actor, { action: 'upload', entityType: 'media', entityId: id, entityLabel: `${image.width}×${image.height} ${image.ext}` });
        });
      } catch (err) {
        // the same picture uploaded at the same moment by someone else: theirs is this one
        if (!isUniqueViolation(err)) throw err;
      }
      return get(id);
    },

    async list(page: number, q: string): Promise<MediaPage> {
      const { rows, total } = await repo.page(q, (page - 1) * MEDIA_PAGE_SIZE, MEDIA_PAGE_SIZE);
      const ids = rows.map((r) => r.id);
      const [variants, usage] = await Promise.all([repo.variantsOf(ids), repo.usage(ids)]);
      return { items: rows.map((r) => ({ ...toItem(r, variants), usedIn: usageByMedia(usage, r.id) })), total, page, pageSize: MEDIA_PAGE_SIZE };
    },

    async updateAlt(actor: Actor, id: string, input: UpdateMediaInput): Promise<MediaItem> {
      await withTransaction(db, async (tx) => {
        const before = await mediaRepository(tx).find(id);
        if (!before) throw notFound('image');
        await mediaRepository(tx).updateAlt(id, input);
        const changes = changesBetween({ alt: before.alt, altEn: before.altEn }, { alt: before.alt, altEn: before.altEn, ...input });
        await audit.record(tx, actor, { action: 'save', entityType: 'media', entityId: id, entityLabel: input.alt ?? before.alt, changes });
      });
      await cache.invalidate(); // pages show the alt text
      return get(id);
    },

    /** Refused while an article (live or in Trash) still shows the image: its page would break. */
    async remove(actor: Actor, id: string): Promise<void> {
      await withTransaction(db, async (tx) => {
        const repoTx = mediaRepository(tx);
        const before = await repoTx.find(id);
        if (!before) throw notFound('image');
        const usedIn = await repoTx.usage([id]);
        if (usedIn.length) {
          const titles = usedIn.map((u) => u.title);
          throw new AppError(409, 'MEDIA_IN_USE', `the image is used by: ${usedIn.map((u) => `${u.title}${u.trashed ? ' (in Trash)' : ''}`).join(', ')}`, { usedIn: titles });
        }
        await repoTx.remove(id);
        await audit.record(tx, actor, { action: 'delete', entityType: 'media', entityId: id, entityLabel: before.alt || id });
      });
      await cache.invalidate();
    },

    /** The bytes of one variant, for GET /media/:id/:file. */
    async variant(id: string, name: string, format: 'webp' | 'jpeg'): Promise<Buffer> {
      const data = await repo.variantData(id, name, format);
      if (!data) throw notFound('file');
      return data;
    },

    /**
     * A public article with its media images made responsive: `cover` (srcset, size, alt, og:image)
     * when its cover is an uploaded image, and srcset on the media images in its content.
     */
    async responsive<A extends Showable>(article: A): Promise<A & { cover?: ResponsiveImage }> {
      const coverId = mediaIdOfUrl(article.imageUrl);
      const ids = [...new Set([...(coverId ? [coverId] : []), ...mediaIdsIn(article.content)])];
      // an article without uploaded images answers exactly as before
      if (!ids.length) return article;
      const found = await items(ids);
      const lang = article.lang ?? 'zh';
      const cover = coverId ? found.get(coverId) : undefined;
      return { ...article, content: responsiveContent(article.content, found, lang), ...(cover ? { cover: responsiveCover(cover, lang) } : {}) };
    },
  };
}
export type MediaService = ReturnType<typeof mediaService>;
