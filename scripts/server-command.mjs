// How production runs the server: `npm start` (scripts/start.mjs), the bench and the fault tests use
// this; deploy/deploy.cjs, downloaded on its own, carries a copy (scripts/server-command.test.ts keeps
// the two the same).
//
// Plain node on the bundle (tsx compiling on the fly costs ~150 MB), with V8 settings that keep
// the process small (RSS < 200 MB: README, "Speed"):
// --liftoff-only: PGlite's 9 MB WebAssembly build stays on V8's baseline compiler; the optimising
//   tier costs ~50 MB and made no measurable difference to query times here.
// --max-semi-space-size=8: a young generation half the default size (~25 MB less under load).
// --max-old-space-size=512: a heap limit under 1 GB also makes V8 grow the old generation to about
//   1.4 times its live size (~30 MB here) before collecting, instead of 4 times.
export const SERVER_FLAGS = ['--liftoff-only', '--max-semi-space-size=8', '--max-old-space-size=512'];

/** The server bundle (`npm run build:server`), relative to the project. */
export const SERVER_ENTRY = 'dist/server-app/index.js';

/**
 * The environment production runs it with: `env`, plus two glibc malloc settings unless set
 * (docs/scaling.md, "Memory"):
 * - MALLOC_ARENA_MAX=2: glibc keeps up to 8 malloc arenas per CPU, one per thread that allocates;
 *   the compression threads' buffers (brotli, gzip of large answers) then stay resident in each. Two
 *   arenas kept the peak under a burst of large answers 125 MB lower here.
 * - MALLOC_MMAP_THRESHOLD_=131072: a block of 128 KB or more is its own mapping, returned to the
 *   system when freed. By default glibc raises that threshold after the first large block is freed,
 *   and the buffers of large answers then stay in the heap: about 18 MB less RSS after load here.
 * @param {Record<string, string | undefined>} env
 */
export const serverEnv = (env) => ({ ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2', MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || '131072' });
