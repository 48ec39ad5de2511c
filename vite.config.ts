import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
