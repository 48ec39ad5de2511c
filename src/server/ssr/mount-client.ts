import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { AppContext } from '../lib/context';

const root = path.resolve(import.meta.dirname, '../../..');

/** Serves the built client (placeholder until server rendering is wired: static files and index.html). */
export async function mountClient(app: Express, _ctx: AppContext): Promise<void> {
  const dist = path.join(root, 'dist/client');
  if (!fs.existsSync(dist)) return;
  app.use(express.static(dist, { index: false }));
  app.get('/{*splat}', (_req, res) => res.sendFile(path.join(dist, 'index.html')));
}
