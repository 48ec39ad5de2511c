import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Test images for the media suite: each call gives different bytes, so uploads never dedupe across tests. */
const colour = () => ({ r: crypto.randomInt(256), g: crypto.randomInt(256), b: crypto.randomInt(256) });

/** A JPEG carrying EXIF with a GPS position, as a phone would write it. */
export const jpegWithGps = (width = 2000, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: colour() } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone', Copyright: 'staff' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '103/1 51/1 0/1' } })
    .toBuffer();

export const pngOf = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: colour() } }).png().toBuffer();

/** A two-frame animated GIF. */
export const animatedGif = async (width = 64, height = 32) => {
  const frames = await Promise.all([0, 1].map(() => sharp({ create: { width, height, channels: 3, background: colour() } }).png().toBuffer()));
  return sharp(frames, { join: { animated: true } }).gif({ loop: 0 }).toBuffer();
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a few kilobytes whose header claims 20 000 × 20 000 pixels (400 megapixels). */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc((side + 1) * 50)); // the first rows; a decoder would go on expanding
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
