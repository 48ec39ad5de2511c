import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MEDIA_MAX_PIXELS, mediaWidths, OG_WIDTH } from '../../../shared/schemas/media';
import { AppError } from '../../lib/errors';

/** docs/product-spec.md, section 5: JPEG, PNG, GIF, WEBP; decided from the bytes, never the name or header. */
const ALLOWED = new Set(['jpg', 'png', 'gif', 'webp']);

export interface InspectedImage {
  ext: 'jpg' | 'png' | 'gif' | 'webp';
  mime: string;
  /** upright: after the EXIF orientation is applied */
  width: number;
  height: number;
  metadata: Metadata;
}

/** sharp refuses to decode more than this many pixels, whatever a header claimed */
const open = (bytes: Buffer, animated = false) => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, animated });

/**
 * The type from the bytes, then the dimensions from the header only: a decompression bomb (a few
 * kilobytes claiming 100 000 × 100 000 pixels) is refused before anything is decoded.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED.has(type.ext)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupported file type: only JPEG, PNG, GIF and WEBP images are allowed');
  }
  let metadata: Metadata;
  try {
    // the header only: sharp's own pixel limit would hide a bomb behind a vaguer error
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(422, 'IMAGE_UNREADABLE', 'the image cannot be read: the file is damaged or incomplete');
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new AppError(422, 'IMAGE_UNREADABLE', 'the image cannot be read: it has no dimensions');
  if (width * height > MEDIA_MAX_PIXELS) {
    throw new AppError(422, 'IMAGE_TOO_MANY_PIXELS', `the image is ${width} × ${height} pixels: at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels are accepted`);
  }
  return { ext: type.ext as InspectedImage['ext'], mime: type.mime, width, height, metadata };
}

/** A decode failing halfway (a truncated file whose header was fine) is the client's file, not our fault. */
async function encode(pipeline: Sharp) {
  try {
    return await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(422, 'IMAGE_UNREADABLE', 'the image cannot be read: the file is damaged or incomplete');
  }
}

export interface EncodedVariant {
  name: string;
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
  data: Buffer;
}

/**
 * The variants, made once at upload: WebP at 480, 960 and 1600 px wide, never upscaled (an
 * original narrower than a width gets one variant at its own width under that name, and no wider
 * ones), and a JPEG for og:image. `.rotate()` applies the EXIF orientation; sharp writes no
 * metadata (EXIF, GPS, ICC, XMP) unless asked to, so none is kept. A GIF keeps its first frame.
 */
export async function makeVariants(bytes: Buffer, image: InspectedImage): Promise<EncodedVariant[]> {
  const widths: { name: string; width: number }[] = [];
  for (const target of mediaWidths) {
    widths.push({ name: `w${target}`, width: Math.min(target, image.width) });
    if (target >= image.width) break;
  }
  const webps = widths.map(async ({ name, width }) => {
    const { data, info } = await encode(open(bytes).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }));
    return { name, format: 'webp' as const, width: info.width, height: info.height, data };
  });
  const og = (async () => {
    const pipeline = open(bytes).rotate().resize({ width: Math.min(OG_WIDTH, image.width), withoutEnlargement: true }).flatten({ background: '#ffffff' });
    const { data, info } = await encode(pipeline.jpeg({ quality: 82, mozjpeg: true }));
    return { name: `og${OG_WIDTH}`, format: 'jpeg' as const, width: info.width, height: info.height, data };
  })();
  return Promise.all([...webps, og]);
}

const hasMetadata = (m: Metadata) => Boolean(m.exif || m.icc || m.xmp || m.iptc || (m.orientation && m.orientation !== 1) || m.comments?.length);

/**
 * An image at its own size with its metadata removed (QR codes: resizing would blur them). Bytes
 * without metadata are kept as they are, so a clean file keeps its hash and its exact pixels.
 */
export async function withoutMetadata(bytes: Buffer, image: InspectedImage): Promise<Buffer> {
  if (!hasMetadata(image.metadata)) return bytes;
  const animated = (image.metadata.pages ?? 1) > 1;
  const pipeline = animated ? open(bytes, true) : open(bytes).rotate();
  const formats = {
    jpg: () => pipeline.jpeg({ quality: 92 }),
    png: () => pipeline.png(),
    webp: () => pipeline.webp({ quality: 92 }),
    gif: () => pipeline.gif(),
  };
  return (await encode(formats[image.ext]())).data;
}
