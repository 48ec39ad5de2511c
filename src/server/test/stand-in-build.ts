import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for dist/ (the real one is the browser tests'): index.html, a server entry that renders
 * one line (404 for `/no-such…`; for `/go/<target>`, a redirect to `<target>` as a route's redirect would), and a
 * few compressible assets. `remove()` deletes it.
 */
export function standInBuild(): { dir: string; assets: string[]; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stand-in-dist-'));
  fs.mkdirSync(path.join(dir, 'client/assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'client/index.html'), '<!doctype html><html lang="zh-CN"><head><!--head--></head><body><div id="root"><!--app--></div><!--state--></body></html>');
  const assets = ['/assets/app-Bx12.js', '/assets/app-Cy34.css'];
  for (const asset of assets) fs.writeFileSync(path.join(dir, 'client', asset), `/* ${asset} */\n${'const answer = 42;\n'.repeat(200)}`);
  fs.writeFileSync(
    path.join(dir, 'server/entry-server.js'),
    `export const htmlLang = (l) => (l === 'en' ? 'en' : 'zh-CN');
export const appStateScript = () => '';
export async function render(url) {
  const path = new URL(url, 'http://x').pathname;
  if (path.startsWith('/go/')) return { status: 302, redirect: decodeURIComponent(path.slice(3)), html: '', head: '', state: '', htmlLang: 'zh-CN', modules: [] };
  const status = path.startsWith('/no-such') ? 404 : 200;
  return { status, redirect: null, html: '<p>rendered</p>'.repeat(200), head: '', state: '', htmlLang: 'zh-CN', modules: [] };
}`,
  );
  return { dir, assets, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A dist/ whose server entry is the real renderer loaded from source (src/client/entry-server.tsx, under
 * vitest's transform) and whose template is the source index.html: public pages as the production
 * server renders them, without a build. `remove()` deletes it.
 */
export function sourceBuild(): { dir: string; remove(): void } {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-dist-'));
  fs.mkdirSync(path.join(dir, 'client'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.copyFileSync(path.join(root, 'index.html'), path.join(dir, 'client/index.html'));
  fs.writeFileSync(path.join(dir, 'server/entry-server.js'), `export * from ${JSON.stringify(path.join(root, 'src/client/entry-server.tsx'))};\n`);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A listener on a free port, with a raw GET that sends the path exactly as written (no URL clean-up). */
export async function listen(handler: http.RequestListener): Promise<{ get(rawPath: string, headers?: Record<string, string>): Promise<RawAnswer>; agent: http.Agent; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const get = (rawPath: string, headers: Record<string, string> = {}) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', agent, headers: { host: 'localhost', ...headers } }, (res) => {
        let body = '';
        res.setEncoding('latin1').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return {
    get,
    agent,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
