import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { backOfficeCopies } from './scripts/back-office-copies';

/** The favicon inline in every page's HTML: a first view asks one file fewer (public/favicon.svg stays for whoever links it). */
const inlineFavicon = (): Plugin => ({
  name: 'inline-favicon',
  transformIndexHtml: (html) =>
    html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(import.meta.dirname, 'public/favicon.svg'), 'utf8').trim())}"`),
});

export default defineConfig(({ command, isSsrBuild }) => ({
  // the back office's own copies of what it shares with lazy public pages (scripts/back-office-copies.ts)
  plugins: [backOfficeCopies(import.meta.dirname), inlineFavicon(), react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/client'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    // the browser's code: terser's two passes ship about 3% less than esbuild's minifier (the home
    // page's first-load budget, docs/decisions/0010-first-load-javascript.md); the server's stays readable
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
  ssr: {
    // build: bundle everything the server renderer needs except Node built-ins, so dist/server runs
    // with plain node; dev (ssrLoadModule): Node loads dependencies itself (CJS ones cannot be inlined)
    noExternal: command === 'build' ? true : undefined,
  },
}));
