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

/**
 * The entry script at low fetch priority (the lazy chunks' modulepreloads too: ssr/preload-links.ts).
 * It is a module, so it never blocks the first paint, but at its default priority a phone on a slow
 * link downloads it (~130 KB) beside the stylesheet and the images: low lets those go first.
 * Measured by `npm run lighthouse`: first contentful paint 1.7-2.8 s before, about 1 s after.
 */
const lowPriorityEntry = (): Plugin => ({
  name: 'low-priority-entry',
  transformIndexHtml: { order: 'post', handler: (html) => html.replace(/<script type="module"(?! fetchpriority)/g, '<script type="module" fetchpriority="low"') },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  // the back office's own copies of what it shares with lazy public pages (scripts/back-office-copies.ts)
  plugins: [backOfficeCopies(import.meta.dirname), inlineFavicon(), lowPriorityEntry(), react(), tailwindcss()],
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
