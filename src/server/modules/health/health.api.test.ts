import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('when the database answers, then 200 ok and never cached', async () => {
    const res = await request(t.app).get('/api/health');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database does not answer, then 503 with a message', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockResolvedValueOnce(false);

    const res = await request(t.app).get('/api/health');

    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'error', message: 'database unavailable' });
    ping.mockRestore();
  });
});
