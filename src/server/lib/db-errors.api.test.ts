import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApiSuite } from '../test/test-app';
import { classifyDbError } from './db-errors';

const api = setupApiSuite();
const NUL = '\u0000';

describe('database errors caused by the request', () => {
  it('when text fields carry NUL or control characters or a lone surrogate, then they are removed at the edge and the record saved', async () => {
    const answers = await Promise.all([
      api.admin.post('/api/articles').send({ title: `a${NUL}b\u0007`, content: '<p>x\uD83D</p>', category: 'news' }),
      api.anon().post('/api/public/consultations').send({ name: `n${NUL}`, email: 'n@example.com', phone: '12345678', message: 'hi\u001B', consent: true }),
      api.anon().post('/api/login').send({ username: `ad${NUL}min`, password: 'whatever-password' }),
    ]);

    expect(answers.map((a) => a.status)).toEqual([201, 201, 401]);
    expect(answers[0]!.body).toMatchObject({ title: 'ab', content: '<p>x\uFFFD</p>' });
    expect(answers[1]!.body).toMatchObject({ name: 'n', message: 'hi' });
  });

  it('when a query string carries a NUL character, then it is removed before the route reads it', async () => {
    const res = await api.anon().get('/api/public/articles?lang=e%00n');
    const english = await api.anon().get('/api/public/articles?lang=en');

    expect(res.status).toBe(200);
    expect(res.body).toEqual(english.body);
  });

  it('when a route parameter carries a NUL character, then a 4xx, never 500', async () => {
    const byArticleId = await api.anon().get('/api/articles/byarticleid/a%00b');
    const byType = await api.anon().get('/api/categories/bytype/%00');

    expect(byArticleId.status).toBeGreaterThanOrEqual(400);
    expect(byArticleId.status).toBeLessThan(500);
    expect(byType.status).toBeGreaterThanOrEqual(400);
    expect(byType.status).toBeLessThan(500);
  });

  it('when the login username is an object with its own toString, then 400, not a TypeError', async () => {
    const res = await api.anon().post('/api/login').send({ username: { toString: 'x' }, password: 'whatever-password' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });
});

describe('classifyDbError: each class of PostgreSQL error, raised by the real database', () => {
  /** The error a statement raises on the test database (PGlite or PostgreSQL). */
  async function errorOf(statement: string): Promise<unknown> {
    try {
      await api.t.database.db.execute(sql.raw(statement));
    } catch (err) {
      return err;
    }
    throw new Error(`no error from: ${statement}`);
  }

  it.each([
    ['22P02 invalid text for a type', `SELECT 'abc'::integer`, 400, 'VALIDATION'],
    ['22003 numeric out of range', `SELECT 2147483648::integer`, 400, 'VALIDATION'],
    ['23503 foreign key', `INSERT INTO article_translations (article_id, lang, source_hash) VALUES (2147483647, 'en', 'x')`, 409, 'CONFLICT'],
    ['23505 unique', `INSERT INTO categories (type, title, base_path) SELECT type, title, base_path FROM categories LIMIT 1`, 409, 'CONFLICT'],
    ['23502 not null', `INSERT INTO categories (type, title) VALUES (NULL, NULL)`, 400, 'VALIDATION'],
  ])('when the database raises %s, then %i %s', async (_name, statement, status, code) => {
    const err = await errorOf(statement);
    expect(classifyDbError(err)?.slice(0, 2)).toEqual([status, code]);
  });

  it('when a value is too long for its column (22001), then 400', async () => {
    await api.t.database.db.execute(sql.raw(`CREATE TEMP TABLE short_text (v varchar(3))`));
    const err = await errorOf(`INSERT INTO short_text VALUES ('abcdef')`);

    expect(classifyDbError(err)?.slice(0, 2)).toEqual([400, 'VALIDATION']);
  });

  it('when PostgreSQL is away (connection refused, cut off, shutting down, statement timeout), then 503', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const cut = new Error('Connection terminated unexpectedly');
    const wrapped = new Error('Failed query: select 1', { cause: cut });

    expect(classifyDbError(refused)?.[0]).toBe(503);
    expect(classifyDbError(wrapped)?.[0]).toBe(503);
    for (const code of ['08006', '57P01', '57P03', '57014']) expect(classifyDbError(Object.assign(new Error('x'), { code }))?.[0]).toBe(503);
  });

  it('when the error is not about the request or the connection (a bug: an unknown table), then it stays a 500', async () => {
    const err = await errorOf(`SELECT * FROM no_such_table_at_all`);

    expect(classifyDbError(err)).toBeUndefined();
  });
});
