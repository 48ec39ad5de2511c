import { z } from 'zod';

/**
 * Uploaded images (docs/decisions/0014-media.md): each is resized once into WebP
 * variants no wider than the original and one JPEG for og:image, served at stable URLs.
 */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const mediaWidths = [480, 960, 1600] as const;
export const OG_WIDTH = 1200;
export const MEDIA_PAGE_SIZE = 24;

/** A media id: the first 24 hex digits of the original's sha256. */
export const mediaIdSchema = z.string().regex(/^[a-f0-9]{24}$/);

export const mediaUrl = (id: string, width: (typeof mediaWidths)[number] = 960) => `/media/${id}/w${width}.webp`;
export const mediaOgUrl = (id: string) => `/media/${id}/og${OG_WIDTH}.jpg`;

const MEDIA_URL = /^\/media\/([a-f0-9]{24})\/(w\d+\.webp|og\d+\.jpg)$/;
/** The media id named by a site URL such as /media/ID/w960.webp; undefined for anything else (external images). */
export const mediaIdOfUrl = (url: string | null | undefined): string | undefined => (url ? MEDIA_URL.exec(url.trim())?.[1] : undefined);

export interface MediaVariant {
  width: number;
  height: number;
  url: string;
}

/** An article using an image: by its cover or its content, in either language; `trashed` when it sits in Trash. */
export interface MediaUsage {
  id: number;
  articleId: string | null;
  title: string;
  trashed: boolean;
}

/** The answer of an upload and one tile of the library. */
export interface MediaItem {
  id: string;
  /** the 960 px WebP (or the widest one, for a smaller original) */
  url: string;
  width: number;
  height: number;
  alt: string;
  altEn: string;
  /** the original's size in bytes and type */
  bytes: number;
  contentType: string;
  createdAt: string;
  /** WebP variants, narrowest first */
  variants: MediaVariant[];
  ogUrl: string;
}

export type MediaLibraryItem = MediaItem & { usedIn: MediaUsage[] };

export interface MediaPage {
  items: MediaLibraryItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const mediaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200).default(''),
});

export const updateMediaSchema = z
  .object({ alt: z.string().trim().max(300), altEn: z.string().trim().max(300) })
  .partial()
  .refine((v) => v.alt !== undefined || v.altEn !== undefined, { message: 'nothing to change' });
export type UpdateMediaInput = z.output<typeof updateMediaSchema>;

/** What a page needs to show a media image responsively (a cover): set by the server on public articles. */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
  ogUrl: string;
}

/** The `srcset` of a media image from its variants. */
export const srcSetOf = (variants: readonly MediaVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');
