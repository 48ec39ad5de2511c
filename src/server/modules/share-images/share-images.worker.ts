import sharp from 'sharp';
import type { Language } from '../../../shared/languages';
import { drawArticleImage, drawSiteImage } from './share-images.draw';

// this process draws one picture at a time: libvips needs no cache of past operations nor a second thread
sharp.cache(false);
sharp.concurrency(1);

/**
 * The drawing process (share-images.drawer.ts forks it): Satori's WebAssembly memory and the
 * rasteriser's buffers live here, never in the server, and go back to the system when it exits.
 */
export type DrawRequest = { kind: 'article'; lang: Language; title: string; cover?: Uint8Array } | { kind: 'site'; lang: Language };
export type DrawAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

const answer = (message: DrawAnswer) => process.send?.(message);

process.on('message', (message: DrawRequest & { id: number }) => {
  const drawing =
    message.kind === 'site' ? drawSiteImage(message.lang) : drawArticleImage(message.lang, message.title, message.cover ? Buffer.from(message.cover) : undefined);
  drawing.then(
    (png) => answer({ id: message.id, png }),
    (err: unknown) => answer({ id: message.id, error: String((err as Error)?.message ?? err) }),
  );
});
// the server went away: so does its drawer
process.on('disconnect', () => process.exit(0));
