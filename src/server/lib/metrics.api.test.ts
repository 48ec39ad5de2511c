import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app behind its own listener, as the production server runs it (the fast path included). */
const server = () => request(t!.built.handler);

describe('GET /metrics', () => {
  it('when neither METRICS_ALLOW nor METRICS_TOKEN is set, then it is not there (404)', async () => {
    t = await createTestApp();

    const res = await server().get('/metrics');

    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_request_duration_seconds');
  });

  it('when the bearer token is right, then it answers the Prometheus text format; a wrong one gets 401 and none 404', async () => {
    t = await createTestApp({ metricsToken: TOKEN });

    const right = await server().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    const wrong = await server().get('/metrics').set('Authorization', 'Bearer not-the-token-at-all');
    const none = await server().get('/metrics');

    expect(right.status).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.headers['cache-control']).toBe('no-store');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('UNAUTHENTICATED');
    expect(none.status).toBe(404);
  });

  it('when the client address is allowed, then no token is needed; another address is refused', async () => {
    t = await createTestApp({ metricsAllow: ['127.0.0.1', '::1'] });
    const allowed = await server().get('/metrics');
    await t.close();
    t = await createTestApp({ metricsAllow: ['10.0.0.0/8'] });

    const refused = await server().get('/metrics');

    expect(allowed.status).toBe(200);
    expect(refused.status).toBe(404);
  });

  it('when a trusted proxy forwards for an outside address, then the proxy being local does not open the metrics', async () => {
    t = await createTestApp({ metricsAllow: ['127.0.0.1', '::1', '10.0.0.0/8'], trustProxy: 'loopback' });

    const outside = await server().get('/metrics').set('X-Forwarded-For', '203.0.113.9');
    const inside = await server().get('/metrics').set('X-Forwarded-For', '10.1.2.3');

    expect(outside.status).toBe(404);
    expect(inside.status).toBe(200);
  });

  it('when requests were answered, then every promised metric is there and routes are labelled by pattern, never by address', async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    await server().get('/immigration/xyz-123');
    await server().get('/api/public/articles/987654');
    await server().get('/api/public/home-content');
    await server().get('/api/public/home-content'); // the second read comes from the fast path

    const res = await server().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);

    for (const name of [
      'http_request_duration_seconds_bucket',
      'page_cache_hits_total',
      'page_cache_misses_total',
      'outbox_depth',
      'outbox_oldest_age_seconds',
      'db_pool_in_use',
      'db_pool_waiting',
      'db_listen_connected 1',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(res.text).toContain(name);
    }
    expect(res.text).toContain('route="/:section/:item"');
    expect(res.text).toContain('route="/api/public/articles/:id",method="GET",status_class="4xx"');
    expect(res.text).toContain('route="public-cache",method="GET",status_class="2xx"');
    expect(res.text).not.toContain('xyz-123');
    expect(res.text).not.toContain('987654');
  });
});
