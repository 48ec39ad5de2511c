import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { prepareDatabase } from '../startup';
import { openTestDatabase, type TestDatabase } from './test-database';

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789ab';
export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' } as const;
export const TEST_USER_PASSWORD = 'user-test-password';

export type Agent = ReturnType<typeof request.agent>;

const silentLogger = pino({ level: 'silent' });

export interface TestApp {
  app: Express;
  /** the app's services, cache and read model, for tests that look inside */
  built: App;
  config: Config;
  database: Database;
  testDatabase: TestDatabase;
  /** a server restart: closes this app (not the database) and builds a new one on the same database and config */
  restart(overrides?: Partial<Config>): Promise<TestApp>;
  /** closes the app, then the database (dropped on postgres) and the temp DATA_DIR */
  close(): Promise<void>;
}

/** The configuration every API test starts from; limits are high so that only rate-limit tests meet them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-test-data-'));
  const env = {
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOGIN_RATE_LIMIT: '1000',
    CONSULTATION_RATE_LIMIT: '1000',
    REGISTER_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
  };
  return loadConfig(env, overrides);
}

export interface TestAppOptions {
  /** seed the built-in content (default true) */
  seed?: boolean;
}

/** The real app on a fresh database (PGlite in memory, or a new PostgreSQL database). */
export async function createTestApp(overrides: Partial<Config> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const testDatabase = await openTestDatabase();
  const wrap = (built: App, cfg: Config): TestApp => ({
    app: built.app,
    built,
    config: cfg,
    database: testDatabase.database,
    testDatabase,
    async restart(more = {}) {
      await built.close();
      const next = { ...cfg, ...more };
      return wrap(await createApp({ config: next, database: testDatabase.database }), next);
    },
    async close() {
      await built.close();
      await testDatabase.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  });
  await prepareDatabase(testDatabase.database, config, silentLogger, { seed: opts.seed });
  return wrap(await createApp({ config, database: testDatabase.database }), config);
}

export const uniqueName = (prefix = 'user') => `${prefix}_${crypto.randomBytes(5).toString('hex')}`;

/**
 * Signs the agent in: as the bootstrap admin, or as a newly registered role-user.
 * Returns the same agent, which keeps the session cookie.
 */
export async function signIn(agent: Agent, role: 'admin' | 'user' = 'admin'): Promise<Agent> {
  if (role === 'admin') {
    const res = await agent.post('/api/login').send(TEST_ADMIN);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  } else {
    const res = await agent.post('/api/register').send({ username: uniqueName(), password: TEST_USER_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return agent;
}

/** Shorthand: a fresh agent on the app, signed in with the role. */
export const agentAs = (t: TestApp, role: 'admin' | 'user') => signIn(request.agent(t.app), role);

export interface ApiSuite {
  /** the file's app; like the agents, read it inside tests and hooks (it is built in beforeAll) */
  readonly t: TestApp;
  /** signed in as the bootstrap admin */
  readonly admin: Agent;
  /** signed in as a newly registered role-user */
  readonly user: Agent;
  /** a request without a session */
  anon(): ReturnType<typeof request>;
}

/**
 * The start of most API test files: one app for the whole file (closed after it), an admin
 * agent, a role-user agent and anonymous requests.
 */
export function setupApiSuite(overrides: Partial<Config> = {}, opts: TestAppOptions = {}): ApiSuite {
  let t: TestApp | undefined;
  let admin: Agent | undefined;
  let user: Agent | undefined;
  beforeAll(async () => {
    t = await createTestApp(overrides, opts);
    admin = await agentAs(t, 'admin');
    user = await agentAs(t, 'user');
  });
  afterAll(() => t?.close());

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setupApiSuite: read inside a test or hook, after its beforeAll');
    return value;
  };
  return {
    get t() {
      return ready(t);
    },
    get admin() {
      return ready(admin);
    },
    get user() {
      return ready(user);
    },
    anon: () => request(ready(t).app),
  };
}
