// `npm run build:server`: bundles src/server/index.ts (and what it imports from src/) into
// dist/server-app/index.js, so that production runs plain node: compiling TypeScript on the fly
// with tsx costs about 150 MB of memory (the server-rendering bundle alone is 2 MB of JavaScript
// that tsx transforms at start). Packages stay in node_modules (PGlite finds its .wasm files there).
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/server-app');

/**
 * Source files find their neighbours through import.meta.dirname (the migrations folder, dist/,
 * deploy/). In the bundle every such use keeps pointing at its own source folder, resolved from
 * where the bundle is at run time, so the same code works under tsx (dev, tests) and bundled.
 */
const keepSourceDirs = {
  name: 'keep-source-dirs',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      let contents = await fs.promises.readFile(args.path, 'utf8');
      const fromBundle = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      contents = contents.replaceAll('import.meta.dirname', `__sourceDir(${JSON.stringify(fromBundle)})`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const bundle = (entry, outfile) => esbuild.build({
  absWorkingDir: root,
  entryPoints: [entry],
  outfile: path.join(outdir, outfile),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  banner: { js: "import { resolve as __resolvePath } from 'node:path';\nconst __sourceDir = (fromBundle) => __resolvePath(import.meta.dirname, fromBundle);" },
  plugins: [keepSourceDirs],
  logLevel: 'warning',
});
// the share images' drawing process (src/server/modules/share-images/share-images.drawer.ts) runs beside the server
await Promise.all([bundle('src/server/index.ts', 'index.js'), bundle('src/server/modules/share-images/share-images.worker.ts', 'share-images.worker.js')]);
console.log(`server bundle: ${path.relative(root, path.join(outdir, 'index.js'))}`);
