import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { healthMonitor, healthRouter } from './health.routes';

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

  it('when the database stops answering, then 503 with a message within seconds, and 200 again once it is back', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockResolvedValue(false);

    await vi.waitFor(async () => expect((await request(t.app).get('/api/health')).status).toBe(503), { timeout: 5000, interval: 200 });
    const down = await request(t.app).get('/api/health');
    ping.mockRestore();

    expect(down.body).toEqual({ status: 'error', message: 'database unavailable' });
    await vi.waitFor(async () => expect((await request(t.app).get('/api/health')).status).toBe(200), { timeout: 5000, interval: 200 });
  });

  it('when the database is busy with other work, then health still answers at once', async () => {
    const slow = vi.spyOn(t.database, 'ping').mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(true), 3000)));

    const started = Date.now();
    const res = await request(t.app).get('/api/health');

    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
    slow.mockRestore();
  });
});

describe('GET /api/ready', () => {
  it('when the database answers and the process is not stopping, then 200 ready, never cached', async () => {
    const res = await request(t.app).get('/api/ready');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the process starts draining (SIGTERM), then readiness is 503 at once while liveness stays 200', async () => {
    const monitor = healthMonitor(t.database);
    const app = express().use('/api', healthRouter(monitor));
    const before = await request(app).get('/api/ready');

    monitor.drain();
    const ready = await request(app).get('/api/ready');
    const live = await request(app).get('/api/health');
    monitor.stop();

    expect(before.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'draining', message: 'shutting down' });
    expect(live.status).toBe(200);
  });

  it('when the database stops answering, then readiness is 503 too', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockResolvedValue(false);

    await vi.waitFor(async () => expect((await request(t.app).get('/api/ready')).status).toBe(503), { timeout: 5000, interval: 200 });
    ping.mockRestore();
    await vi.waitFor(async () => expect((await request(t.app).get('/api/ready')).status).toBe(200), { timeout: 5000, interval: 200 });
  });
});
