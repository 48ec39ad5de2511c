import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DrawAnswer, DrawRequest } from './share-images.worker';

/** A drawing process with nothing to do ends after this long; the next drawing starts another (about a second). */
const IDLE_MS = 30_000;
/** A drawing that has not come back by then has failed (the process is ended, the next drawing starts afresh). */
const DRAW_TIMEOUT_MS = 30_000;

export interface Drawer {
  draw(request: DrawRequest): Promise<Buffer>;
  close(): void;
}

/**
 * Draws in a child process (share-images.worker.ts), one picture at a time: Satori's WebAssembly
 * and the rasteriser's memory would otherwise stay in the server for good, well over its RSS budget
 * (docs/decisions/0027-found-and-shared.md). Bundled, the worker is plain JavaScript beside the
 * server's bundle (scripts/build-server.mjs); from source (dev, tests) it is TypeScript run by tsx.
 */
export function childDrawer(): Drawer {
  const bundled = fileURLToPath(new URL('./share-images.worker.js', import.meta.url));
  const fromBundle = fs.existsSync(bundled);
  const worker = fromBundle ? bundled : path.join(import.meta.dirname, 'share-images.worker.ts');
  const execArgv = fromBundle ? [] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
  let child: ChildProcess | undefined;
  let idle: NodeJS.Timeout | undefined;
  let next = 0;
  const pending = new Map<number, { resolve(png: Buffer): void; reject(err: Error): void; timer: NodeJS.Timeout }>();

  function start(): ChildProcess {
    // glibc's arenas per thread would keep freed bitmaps out of the system's reach (sharp's docs, "memory allocators")
    const env = { ...process.env, MALLOC_ARENA_MAX: '2' };
    const started = fork(worker, [], { execArgv, env, serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    started.on('message', (message: DrawAnswer) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      settle(message.id);
      if ('error' in message) waiting.reject(new Error(message.error));
      else waiting.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
    });
    started.on('exit', () => {
      if (child === started) child = undefined;
      for (const [id, waiting] of pending) {
        settle(id);
        waiting.reject(new Error('the drawing process ended'));
      }
    });
    started.on('error', () => started.kill());
    started.unref();
    return started;
  }

  /** A drawing is over: the process is let go of (it keeps no server alive) and ends when idle. */
  function settle(id: number) {
    clearTimeout(pending.get(id)?.timer);
    pending.delete(id);
    if (pending.size > 0) return;
    child?.channel?.unref();
    idle = setTimeout(() => child?.kill(), IDLE_MS).unref();
  }

  return {
    draw(request) {
      clearTimeout(idle);
      child ??= start();
      child.channel?.ref();
      const id = ++next;
      const running = child;
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => running.kill(), DRAW_TIMEOUT_MS).unref();
        pending.set(id, { resolve, reject, timer });
        running.send({ ...request, id });
      });
    },
    close() {
      clearTimeout(idle);
      child?.kill();
    },
  };
}
