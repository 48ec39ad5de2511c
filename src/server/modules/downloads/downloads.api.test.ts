import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDownloads } from '../../../../scripts/build-downloads';
import { errorHandler } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { downloadsRouter, type DownloadsOptions } from './downloads.routes';

const expected: [url: string, type: RegExp, disposition: RegExp][] = [
  ['/downloads/project-download.zip', /^application\/zip/, /^attachment; filename="project-download.zip"/],
  ['/downloads/deployment-scripts.zip', /^application\/zip/, /^attachment; filename="deployment-scripts.zip"/],
  ['/downloads/download-instructions.md', /^text\/markdown; charset=utf-8/, /filename="download-instructions.md"/],
  ['/downloads/deployment-guide.md', /^text\/markdown; charset=utf-8/, /filename="deployment-guide.md"/],
  ['/setup.cjs', /^text\/javascript/, /^attachment; filename="setup.cjs"/],
  ['/deploy.cjs', /^text\/javascript/, /^attachment; filename="deploy.cjs"/],
  ['/check-environment.cjs', /^text\/javascript/, /^attachment; filename="check-environment.cjs"/],
  ['/techdocs/index.html', /^text\/html; charset=utf-8/, /^inline/],
];

let tmp: string;
let built: string;
let full: TestApp;

/** The router alone on a bare app, pointed at a chosen folder. */
const routerApp = (opts: DownloadsOptions) =>
  express()
    .use(downloadsRouter(opts))
    .use(errorHandler(pino({ level: 'silent' }), false));

const binary = (url: string, app: express.Express) => request(app).get(url).responseType('blob');

/** Entry names from a zip's central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-test-'));
  built = path.join(tmp, 'downloads');
  await buildDownloads({ outDir: built });
  full = await createTestApp({}, { seed: false });
});

afterAll(async () => {
  await full?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('download centre files', () => {
  it.each(expected)('when the build output exists and %s is requested, then it answers with its type', async (url, type, disposition) => {
    const app = routerApp({ dir: built, sourceDir: null });

    const res = await binary(url, app);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['content-disposition']).toMatch(disposition);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(100);
  });

  it('when the scripts archive is downloaded, then it is a zip holding the three scripts', async () => {
    const res = await binary('/downloads/deployment-scripts.zip', routerApp({ dir: built }));

    const body = res.body as Buffer;
    expect(body.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zipEntries(body).sort()).toEqual(['check-environment.cjs', 'deploy.cjs', 'setup.cjs']);
  });

  it('when the project archive is downloaded, then it holds the source without dependencies or build output', async () => {
    const res = await binary('/downloads/project-download.zip', routerApp({ dir: built }));

    const names = zipEntries(res.body as Buffer);
    expect(names).toContain('sg-consultancy-site/package.json');
    expect(names).toContain('sg-consultancy-site/src/server/app.ts');
    expect(names).toContain('sg-consultancy-site/deploy/setup.cjs');
    expect(names.filter((n) => /\/(node_modules|\.git)\/|^sg-consultancy-site\/(dist|data)\//.test(n))).toEqual([]);
  });

  it('when the build output is missing, then every file answers 404 with a JSON message', async () => {
    const app = routerApp({ dir: path.join(tmp, 'missing'), sourceDir: null });

    for (const [url] of expected) {
      const res = await request(app).get(url);

      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/not available/);
    }
  });

  it('when only the source folder exists, then scripts and documents are served but the zips are not', async () => {
    const app = routerApp({ dir: path.join(tmp, 'missing') });

    const script = await request(app).get('/check-environment.cjs');
    const zip = await request(app).get('/downloads/project-download.zip');

    expect(script.status).toBe(200);
    expect(script.text).toContain('Environment check');
    expect(zip.status).toBe(404);
  });

  it('when the whole app serves the technical documentation, then it is HTML under the security headers', async () => {
    const res = await request(full.app).get('/techdocs/index.html');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.text).toContain('技术文档');
  });
});
