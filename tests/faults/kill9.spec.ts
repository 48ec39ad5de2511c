/**
 * kill -9 under writes (docs/decisions/0009-faults.md), 5 rounds on each engine: no enquiry the server answered 201 may
 * be missing after the restart. PGlite's guarantee: a commit returns after its WAL is written to the
 * file system, so a killed process loses nothing it acknowledged (a power cut is another matter:
 * README, "Durability").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, ensureServerBundle, get, postEnquiry, postgresAnswers, scratchDatabase, sleep, startServer } from './harness';

const ROUNDS = 5;
const WRITERS = 10;
let dataDir: string;
beforeAll(() => {
  ensureServerBundle();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-kill9-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function killRounds(env: Record<string, string>, tag: string): Promise<{ acknowledged: number[]; missing: number[] }> {
  const acknowledged: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const server = await startServer(env);
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async () => {
      while (writing) {
        const id = await postEnquiry(server, `${tag}-${round}`);
        if (id !== null) acknowledged.push(id);
        else await sleep(10);
      }
    });
    await sleep(300 + Math.round(Math.random() * 900));
    server.proc.kill('SIGKILL');
    await server.exited;
    writing = false;
    await Promise.all(writers);
  }
  const server = await startServer(env);
  try {
    const cookie = await adminCookie(server);
    const missing: number[] = [];
    for (const id of acknowledged) if ((await get(server, `/api/consultations/${id}`, { cookie })).status !== 200) missing.push(id);
    return { acknowledged, missing };
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
}

describe('kill -9 under writes', () => {
  it(`when the embedded database's server is killed ${ROUNDS} times mid-write, then every acknowledged enquiry survives`, async () => {
    const { acknowledged, missing } = await killRounds({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'pglite');

    console.log(`kill -9, PGlite: ${ROUNDS} rounds, ${acknowledged.length} enquiries acknowledged, ${missing.length} missing`);
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * 5);
    expect(missing).toEqual([]);
  });

  it(`when the PostgreSQL-backed server is killed ${ROUNDS} times mid-write, then every acknowledged enquiry survives`, async (ctx) => {
    if (!(await postgresAnswers())) {
      console.log('kill -9, PostgreSQL: skipped, no local PostgreSQL answers at TEST_DATABASE_URL');
      ctx.skip();
    }
    const url = await scratchDatabase('faults_kill9');

    const { acknowledged, missing } = await killRounds({ DATABASE_URL: url, DATA_DIR: dataDir }, 'postgres');

    console.log(`kill -9, PostgreSQL: ${ROUNDS} rounds, ${acknowledged.length} enquiries acknowledged, ${missing.length} missing`);
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * 5);
    expect(missing).toEqual([]);
  });
});
