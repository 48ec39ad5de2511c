import crypto from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { AnalyticsReport } from '../../../shared/schemas/analytics';
import type { App } from '../../app';
import type { Agent } from '../../test/test-app';
import { singaporeDay } from '../cta-clicks/cta-clicks.service';
import type { VisitorRequest } from './analytics.visitor';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
export const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Another browser each call: the same address, a user agent of its own, so another visitor key. */
export const browser = (base = DESKTOP) => `${base} (${crypto.randomBytes(4).toString('hex')})`;
export const uniquePath = (under = '/news') => `${under}/a-${crypto.randomBytes(5).toString('hex')}`;

/** The Singapore day `n` days ago, and noon of it (a time safely inside it). */
export const daysAgo = (n: number) => singaporeDay(new Date(Date.now() - n * DAY_MS));
export const noonOf = (day: string) => new Date(`${day}T12:00:00+08:00`);

/** A page's beacon as the site's script sends it: a JSON string through navigator.sendBeacon (text/plain, same-origin). */
export const sendBeacon = (app: Express | string, body: unknown, userAgent = DESKTOP) =>
  request(app)
    .post('/api/public/events')
    .set('Host', 'localhost')
    .set('Origin', 'http://localhost')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('User-Agent', userAgent)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(typeof body === 'string' ? body : JSON.stringify(body));

/** A request as the recorder reads it, for events recorded at a chosen time. */
export const visit = (userAgent: string, headers: Record<string, string> = {}, ip = '203.0.113.7'): VisitorRequest => ({ ip, hostname: 'localhost', headers: { 'user-agent': userAgent, ...headers } });

/** Writes the servers' events and rolls `days` up (today and yesterday by default). */
export async function settle(apps: App[], days?: string[]): Promise<void> {
  await Promise.all(apps.map((a) => a.analytics.log.flush()));
  await apps[0]!.analytics.rollUp({ days });
}

export async function reportOf(agent: Agent, query: Record<string, string>): Promise<AnalyticsReport> {
  const res = await agent.get('/api/analytics').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as AnalyticsReport;
}

/** A table's rows as value → [visitors, views]. */
export const counts = (rows: { value: string; visitors: number; views: number }[]) => Object.fromEntries(rows.map((r) => [r.value, [r.visitors, r.views]]));
