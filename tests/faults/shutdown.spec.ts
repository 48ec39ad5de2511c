/**
 * SIGTERM under writes (docs/decisions/0009-faults.md): the server stops accepting, answers what it accepted, closes
 * PGlite cleanly and exits 0; every enquiry it acknowledged is there after the next start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call, ensureServerBundle, get, sleep, startServer } from './harness';

let dataDir: string;
beforeAll(() => {
  ensureServerBundle();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-shutdown-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('graceful shutdown', () => {
  it('when SIGTERM arrives under writes, then it exits 0 within the drain time, with no 5xx and nothing acknowledged lost', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' };
    const server = await startServer(env);
    const acknowledged: number[] = [];
    const serverErrors: number[] = [];
    let writing = true;
    const writer = async (n: number) => {
      while (writing) {
        const res = await call(server, 'POST', '/api/public/consultations', {
          name: `关机测试 ${n}`,
          email: `shutdown-${n}-${acknowledged.length}@example.com`,
          phone: '+65 8123 4567',
          message: '优雅关机时的咨询。',
          consent: true,
        }).catch(() => null); // refused once the server stopped accepting: never acknowledged
        if (res?.status === 201) acknowledged.push((JSON.parse(res.body) as { id: number }).id);
        else if (res && res.status >= 500) serverErrors.push(res.status);
        if (!res) await sleep(20);
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    await sleep(800);

    const signalled = Date.now();
    server.proc.kill('SIGTERM');
    const exit = await Promise.race([server.exited, sleep(15_000).then(() => 'still running')]);
    const tookMs = Date.now() - signalled;
    writing = false;
    await Promise.all(writers);

    expect(exit, server.log()).toEqual({ code: 0, signal: null });
    expect(tookMs).toBeLessThan(11_000);
    expect(serverErrors).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(server.log()).toContain('stopped');

    // the same directory opens cleanly and holds every acknowledged enquiry
    const again = await startServer(env);
    try {
      const cookie = await adminCookie(again);
      const missing: number[] = [];
      for (const id of acknowledged) if ((await get(again, `/api/consultations/${id}`, { cookie })).status !== 200) missing.push(id);
      expect(missing).toEqual([]);
      console.log(`graceful shutdown: ${acknowledged.length} enquiries acknowledged, all present; exit 0 after ${tookMs} ms`);
    } finally {
      again.proc.kill('SIGTERM');
      await again.exited;
    }
  });
});
