/**
 * The permission matrix: every back-office endpoint in the app's own router table, called anonymously
 * and as each role (src/shared/permissions.ts). A role without the permission gets 403 FORBIDDEN naming
 * it and changes nothing; a role with it gets past the guard; an author reaches only her own articles.
 * An endpoint routed without an expectation here, or expected without a route, fails the file.
 * Last: an enquirer's personal data is in no answer an author or an editor can get.
 */
import type { Express } from 'express';
import { sql } from 'drizzle-orm';
import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { can, roles, type Permission, type Role } from '../../../shared/permissions';
import { createArticleSchema } from '../../../shared/schemas/articles';
import { createBookingSchema } from '../../../shared/schemas/booking';
import { assessmentInput } from '../assessments/assessments.fixtures';
import { capture } from '../consultations/consultations.fixtures';
import { pngOf } from '../media/media.fixtures';
import { setupApiSuite, uniqueName, type Agent } from '../../test/test-app';
import { activeColleague } from './staff.fixtures';

/** Who may call an endpoint, in the permission table's terms. */
type Access =
  /** anyone, signed in or not (probed: nobody gets 401 or 403) */
  | 'public'
  /** any signed-in account, a `user` too */
  | 'signedIn'
  /** a role holding the permission; `own`: a role holding it but not writeAnyArticle (an author) only on her own article */
  | { permission: Permission; own?: true }
  /** nobody: every caller gets this status */
  | { everyone: number };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Mode = 'refused' | 'allowed' | 'own';

interface Expectation {
  access: Access;
  /** a valid-looking body for refused calls and an author's own article (so a missing guard would change data) */
  body?: object;
  /** the body of an allowed call (default {}): chosen to pass the guard and then stop (400/404/409) or change only harmless things */
  allowedBody?: object;
  /** a query string added to every call */
  query?: string;
}

const own = (permission: Permission): Access => ({ permission, own: true });
const perm = (permission: Permission): Access => ({ permission });
const FUTURE = '2099-01-01T00:00:00.000Z';

/** Every probed endpoint, as the router table names it (METHOD path, parameters as :name). */
const expectations: Record<string, Expectation> = {
  // the public reads and the back office's reads of the same data: staff who write articles get more
  'GET /api/public/article-index': { access: 'public' },
  'GET /api/public/article-index/item': { access: 'public' },
  'GET /api/public/articles': { access: 'public' },
  'GET /api/public/articles/bycategory/:category': { access: 'public' },
  'GET /api/public/articles/bytype/:type': { access: 'public' },
  'GET /api/public/articles/:id': { access: 'public' },
  'GET /api/public/home-content': { access: 'public' },
  'GET /api/public/trust-details': { access: 'public' },
  'GET /api/public/search': { access: 'public', query: 'q=visa' },
  'GET /api/public/enquiry-token': { access: 'public' },
  // booking (docs/decisions/0028-booking-and-chat.md): the free slots, and a booking's change-or-cancel link (a signed token)
  'GET /api/public/booking/slots': { access: 'public' },
  'GET /api/public/bookings/:token': { access: 'public' },
  'GET /api/public/bookings/:token/ics': { access: 'public' },
  'POST /api/public/bookings/:token/cancel': { access: 'public' },
  'POST /api/public/bookings/:token/move': { access: 'public' },
  'GET /api/articles': { access: 'public', query: 'page=1' },
  'GET /api/articles/bycategory/:category': { access: 'public' },
  'GET /api/articles/bytype/:type': { access: 'public' },
  'GET /api/articles/byarticleid/:articleId': { access: 'public' },
  'GET /api/articles/:id': { access: 'public' },
  'GET /api/categories': { access: 'public' },
  'GET /api/categories/bytype/:type': { access: 'public' },
  'GET /api/categories/:id': { access: 'public' },
  'GET /api/contact': { access: 'public' },
  'GET /api/preview/:token': { access: 'public' },

  // one's own account
  'GET /api/user': { access: 'signedIn' },
  'POST /api/account/password': { access: 'signedIn' },
  'GET /api/account/two-factor': { access: 'signedIn' },
  'POST /api/account/two-factor/setup': { access: 'signedIn' },
  'POST /api/account/two-factor/enable': { access: 'signedIn', body: { code: '123456' } },
  'POST /api/account/two-factor/disable': { access: 'signedIn', body: { password: 'wrong-password' } },
  'POST /api/account/two-factor/recovery-codes': { access: 'signedIn', body: { password: 'wrong-password' } },
  'GET /api/account/sessions': { access: 'signedIn' },
  'POST /api/account/sessions/sign-out-others': { access: 'signedIn' },
  'DELETE /api/account/sessions/:id': { access: 'signedIn' },
  'GET /api/account/byline': { access: 'signedIn' },
  'PUT /api/account/byline': { access: 'signedIn', body: { bylineName: 'Refused Byline' }, allowedBody: { bylineName: 42 } },

  // articles
  'POST /api/articles': { access: perm('writeArticles'), body: { title: 'refused article', content: '<p>x</p>', category: 'news' } },
  'PATCH /api/articles/:id': { access: own('writeArticles'), body: { title: 'changed by a refused caller' } },
  'PUT /api/articles/:id': { access: own('writeArticles'), body: { title: 'changed by a refused caller' } },
  'DELETE /api/articles/:id': { access: own('trashArticles') },
  'GET /api/articles/:id/revisions': { access: own('writeArticles') },
  'GET /api/articles/:id/revisions/:revisionId': { access: own('writeArticles') },
  // the slot is the caller's own; filling one for an article is editing it
  'GET /api/articles/autosave/:key': { access: perm('writeArticles') },
  'PUT /api/articles/autosave/:key': { access: own('writeArticles'), body: { lang: 'zh', data: { title: 'refused' } }, allowedBody: { data: 'not a record' } },
  'DELETE /api/articles/autosave/:key': { access: perm('writeArticles') },
  'GET /api/articles/:id/schedule': { access: own('writeArticles') },
  'PUT /api/articles/:id/schedule': { access: perm('publishArticles'), body: { lang: 'zh', publishAt: FUTURE, unpublishAt: null } },
  'GET /api/preview/articles/:id': { access: own('writeArticles') },
  'POST /api/articles/:id/preview-links': { access: own('writeArticles'), body: { lang: 'zh' } },
  'GET /api/articles/:id/preview-links': { access: own('writeArticles') },
  'DELETE /api/preview-links/:id': { access: own('writeArticles') },
  'POST /api/articles/:id/submissions': { access: own('writeArticles'), body: { lang: 'zh' } },
  'GET /api/articles/:id/submissions': { access: own('writeArticles') },

  // the review queue
  'GET /api/review': { access: perm('publishArticles') },
  'GET /api/review/:submissionId': { access: perm('publishArticles') },
  'POST /api/review/:submissionId/approve': { access: perm('publishArticles') },
  'POST /api/review/:submissionId/return': { access: perm('publishArticles'), body: { comment: 'refused' } },

  // the trash
  'GET /api/trash': { access: perm('restoreFromTrash') },
  'POST /api/trash/:id/restore': { access: perm('restoreFromTrash') },
  'DELETE /api/trash/:id': { access: perm('purgeTrash') },

  // media
  'POST /api/media': { access: perm('writeArticles') },
  'GET /api/media': { access: perm('writeArticles') },
  'PATCH /api/media/:id': { access: perm('writeAnyArticle'), body: { alt: 'changed by a refused caller' } },
  'DELETE /api/media/:id': { access: perm('writeAnyArticle') },

  // the site
  'POST /api/categories': { access: perm('manageSite'), body: { type: 'refused-type', title: 'Refused' } },
  'PATCH /api/categories/:id': { access: perm('manageSite'), body: { title: 'Changed by a refused caller' } },
  'PUT /api/categories/:id': { access: perm('manageSite'), body: { title: 'Changed by a refused caller' } },
  'DELETE /api/categories/:id': { access: perm('manageSite') },
  'PATCH /api/contact/:id': { access: perm('manageSite'), body: { phone: '+65 0000 0000' }, allowedBody: { phone: 42 } },
  'PUT /api/contact/:id': { access: perm('manageSite'), body: { phone: '+65 0000 0000' }, allowedBody: { phone: 42 } },
  'POST /api/upload/qrcode': { access: perm('manageSite') },
  'GET /api/home-content': { access: perm('manageSite') },
  'PUT /api/home-content': { access: perm('manageSite') },

  // enquiries
  'GET /api/consultations': { access: perm('readEnquiries') },
  'GET /api/consultations/export.csv': { access: perm('exportEnquiries') },
  'GET /api/consultations/export.xlsx': { access: perm('exportEnquiries') },
  'GET /api/consultations/assignees': { access: perm('readEnquiries') },
  'GET /api/consultations/:id': { access: perm('readEnquiries') },
  'GET /api/consultations/:id/timeline': { access: perm('readEnquiries') },
  'POST /api/consultations/:id/notes': { access: perm('readEnquiries'), body: { note: 'refused note' } },
  'POST /api/consultations/:id/spam': { access: perm('readEnquiries'), body: { spam: true } },
  'POST /api/consultations/:id/anonymize': { access: perm('manageEnquiries') },
  'PATCH /api/consultations/:id': { access: perm('readEnquiries'), body: { status: 'Completed' } },
  'PUT /api/consultations/:id': { access: perm('readEnquiries'), body: { status: 'Completed' } },
  'DELETE /api/consultations/:id': { access: perm('manageEnquiries') },
  'GET /api/settings/notifications': { access: perm('manageEnquiries') },
  'PUT /api/settings/notifications': { access: perm('manageEnquiries'), allowedBody: { enabled: 'not a boolean' } },

  'GET /api/dashboard': { access: perm('backOffice') },

  // booking settings and the week of bookings (docs/decisions/0028-booking-and-chat.md)
  'GET /api/booking/settings': { access: perm('manageBooking') },
  'PUT /api/booking/settings': {
    access: perm('manageBooking'),
    body: { enabled: false, slotMinutes: 60, noticeMinutes: 0, horizonDays: 7, kinds: ['phone'], hours: [], closedDates: [] },
    allowedBody: { enabled: 'not a boolean' },
  },
  'GET /api/booking/appointments': { access: perm('manageBooking'), query: 'from=2026-01-01&to=2026-01-07' },
  'POST /api/booking/appointments/:id/move': { access: perm('manageBooking'), body: { startsAt: FUTURE } },
  'POST /api/booking/appointments/:id/cancel': { access: perm('manageBooking') },
  // taps on the ways to reach the firm (docs/decisions/0028-booking-and-chat.md)
  'GET /api/cta-clicks': { access: perm('readEnquiries') },
  // analytics (docs/decisions/0029-analytics.md): the report; its enquiry figures are null without readEnquiries
  'GET /api/analytics': { access: perm('viewAnalytics'), query: 'from=2026-01-01&to=2026-01-07' },

  // self-assessments (docs/decisions/0030-self-assessments.md): the published ones are public reads; an enquiry's attached answers are personal data
  'GET /api/public/assessments': { access: 'public' },
  'GET /api/public/assessments/:slug': { access: 'public' },
  'GET /api/assessments': { access: perm('manageAssessments') },
  'POST /api/assessments': { access: perm('manageAssessments'), body: assessmentInput({ slug: 'refused-assessment' }), allowedBody: { slug: 'Not A Slug' } },
  'GET /api/assessments/:id': { access: perm('manageAssessments') },
  'PUT /api/assessments/:id': { access: perm('manageAssessments'), body: assessmentInput({ slug: 'refused-assessment' }) },
  'POST /api/assessments/:id/publish': { access: perm('manageAssessments') },
  'POST /api/assessments/:id/unpublish': { access: perm('manageAssessments') },
  'DELETE /api/assessments/:id': { access: perm('manageAssessments') },
  'GET /api/assessments/:id/versions': { access: perm('manageAssessments') },
  'GET /api/assessments/:id/versions/:versionId': { access: perm('manageAssessments') },
  'POST /api/assessments/:id/versions/:versionId/restore': { access: perm('manageAssessments') },
  'GET /api/consultations/:id/assessment': { access: perm('readEnquiries') },

  // redirects and the not-found log (docs/decisions/0027-found-and-shared.md)
  'GET /api/redirects': { access: perm('manageSite') },
  'POST /api/redirects': { access: perm('manageSite'), body: { fromPath: '/refused-old-address', toPath: '/contact', status: 301 } },
  'POST /api/redirects/import': { access: perm('manageSite'), body: { csv: '/refused-imported,/contact' } },
  'GET /api/redirects/not-found': { access: perm('manageSite') },
  'PUT /api/redirects/:id': { access: perm('manageSite'), body: { fromPath: '/refused-old-address', toPath: '/contact', status: 301 } },
  'DELETE /api/redirects/:id': { access: perm('manageSite') },

  // users
  'GET /api/users': { access: perm('manageUsers') },
  'POST /api/users': { access: perm('manageUsers'), body: { username: 'refused_user', email: null, role: 'admin' } },
  'PATCH /api/users/:id': { access: perm('manageUsers'), body: { role: 'admin' } },
  'PUT /api/users/:id/byline': { access: perm('manageUsers'), body: { bylineName: 'Refused Byline' } },
  'POST /api/users/:id/disable': { access: perm('manageUsers') },
  'POST /api/users/:id/enable': { access: perm('manageUsers') },
  'POST /api/users/:id/reset-password': { access: perm('manageUsers') },
  'POST /api/users/:id/reset-two-factor': { access: perm('manageUsers') },
  'DELETE /api/users/:id': { access: perm('manageUsers') },

  // the system
  'GET /api/setup-checklist': { access: perm('manageSystem') },
  'POST /api/setup-checklist/test-mail': { access: perm('manageSystem'), allowedBody: { to: 'not an email' } },
  'POST /api/setup-checklist/:item/dismiss': { access: perm('manageSystem'), body: { reason: 'refused' } },
  'POST /api/setup-checklist/:item/confirm': { access: perm('manageSystem') },
  'GET /api/export/data': { access: perm('manageSystem') },
  'GET /api/export/download/:filename': { access: perm('manageSystem') },
  'GET /api/audit': { access: perm('manageSystem') },
  'GET /api/audit/actors': { access: perm('manageSystem') },
  'POST /api/audit': { access: { everyone: 405 } },
  'PUT /api/audit': { access: { everyone: 405 } },
  'PATCH /api/audit': { access: { everyone: 405 } },
  'DELETE /api/audit': { access: { everyone: 405 } },
  'POST /api/audit/:id': { access: { everyone: 405 } },
  'PUT /api/audit/:id': { access: { everyone: 405 } },
  'PATCH /api/audit/:id': { access: { everyone: 405 } },
  'DELETE /api/audit/:id': { access: { everyone: 405 } },
  'POST /api/backup': { access: perm('manageSystem'), allowedBody: { passphrase: 'short' } },
  'POST /api/restore': { access: perm('manageSystem') },
};

/** Routed and public, not probed here: sign-in, forms, health, files and pages (their own suites test them). */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /metrics',
  'POST /api/login',
  'POST /api/login/2fa',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/public/consultations',
  'POST /api/public/bookings',
  'POST /api/public/cta-clicks',
  'POST /api/public/events',
  'POST /contact',
  'POST /en/contact',
  'GET /uploads/qrcodes/:file',
  'GET /media/:id/:file',
  // share images (modules/share-images): public pictures of published articles and of the site
  'GET /og/articles/:id/:file',
  'GET /og/:file',
  'GET /downloads/project-download.zip',
  'GET /downloads/deployment-scripts.zip',
  'GET /downloads/download-instructions.md',
  'GET /downloads/deployment-guide.md',
  'GET /setup.cjs',
  'GET /deploy.cjs',
  'GET /check-environment.cjs',
  'GET /techdocs/index.html',
  'GET /preview/{*rest}',
  'GET /en/preview/{*rest}',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemap-:part.xml',
  'GET /{*splat}',
]);

interface LayerLike {
  rawPath?: unknown;
  slash?: boolean;
  route?: { methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
}

/**
 * METHOD path of every route in an Express 5 app, mount prefixes included: each layer keeps the path
 * it was registered with (router 2's Layer#rawPath, an array for several paths), a mounted router its stack.
 */
export function routesOf(app: Express): string[] {
  const join = (prefix: string, path: string) => (prefix + (path === '/' ? '' : path) || '/').replace(/\/+/g, '/');
  const out: string[] = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      const sub = !layer.route && Array.isArray(layer.handle?.stack) ? layer.handle.stack : undefined;
      if (!layer.route && !sub) continue;
      if (layer.rawPath === undefined) throw new Error('routesOf: a layer without rawPath (not router 2?)');
      const paths = ([] as unknown[]).concat(layer.rawPath).map((p) => (p instanceof RegExp ? String(p) : String(p)));
      for (const path of paths) {
        if (sub) walk(sub, join(prefix, path));
        else for (const method of Object.keys(layer.route!.methods).filter((m) => m !== '_all')) out.push(`${method.toUpperCase()} ${join(prefix, path)}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '');
  return [...new Set(out)];
}

type Caller = 'anonymous' | Role;
const callers: Caller[] = ['anonymous', ...roles];

/** What a call must answer: past the guard, 401, 403 naming a permission, or a fixed status. */
type Outcome = { kind: 'allowed' } | { kind: 'status'; status: number } | { kind: 'forbidden'; permission: Permission };

interface Case {
  caller: Caller;
  mode: Mode;
  outcome: Outcome;
  /** shown in the test's name */
  label: string;
}

function casesOf(access: Access): Case[] {
  return callers.flatMap((caller): Case[] => {
    if (access === 'public') return [{ caller, mode: 'allowed', outcome: { kind: 'allowed' }, label: 'allowed' }];
    if (typeof access === 'object' && 'everyone' in access) return [{ caller, mode: 'refused', outcome: { kind: 'status', status: access.everyone }, label: String(access.everyone) }];
    if (caller === 'anonymous') return [{ caller, mode: 'refused', outcome: { kind: 'status', status: 401 }, label: '401' }];
    if (access === 'signedIn') return [{ caller, mode: 'allowed', outcome: { kind: 'allowed' }, label: 'allowed' }];
    if (!can(caller, access.permission)) return [{ caller, mode: 'refused', outcome: { kind: 'forbidden', permission: access.permission }, label: `403 ${access.permission}` }];
    if (access.own && !can(caller, 'writeAnyArticle')) {
      return [
        { caller, mode: 'refused', outcome: { kind: 'forbidden', permission: 'writeAnyArticle' }, label: "403 writeAnyArticle on another's article" },
        { caller, mode: 'own', outcome: { kind: 'allowed' }, label: 'allowed on her own article' },
      ];
    }
    return [{ caller, mode: 'allowed', outcome: { kind: 'allowed' }, label: 'allowed' }];
  });
}

const api = setupApiSuite();

/** No such row: an allowed write aims here, so it passes the guard and stops at 404 without changing anything. */
const MISSING = 999_999;

interface Fixtures {
  agents: Record<Role, Agent>;
  /** the admin's draft: the author's refused target */
  otherArticle: number;
  otherRevision: number;
  otherLink: number;
  /** the author's own drafts: one to edit and read, one to trash */
  ownArticle: number;
  ownRevision: number;
  ownLink: number;
  ownTrashable: number;
  /** a pending review submission of the author's (MISSING while the review step is not routed) */
  submission: number;
  trashed: number;
  category: number;
  contact: number;
  media: number;
  redirect: number;
  /** a booking's appointment: staff move and cancel it */
  appointment: number;
  /** a seeded self-assessment and its published version: refused writes aim at them */
  assessment: number;
  assessmentVersion: number;
  enquiry: { id: number; name: string; email: string; phone: string; message: string };
  salesId: number;
  fingerprintTables: string[];
}
let f: Fixtures;

/** An answer's text, for messages and searching (binary answers, such as a spreadsheet, as latin1). */
const textOf = (res: Response): string => res.text ?? (Buffer.isBuffer(res.body) ? res.body.toString('latin1') : JSON.stringify(res.body ?? ''));
const expectOk = (res: Response, status = 200) => expect(res.status, `${res.status} ${textOf(res).slice(0, 300)}`).toBe(status);

interface Writer {
  id: number;
  username: string;
}

/**
 * Fixture articles and preview links are made through the services, not the routes under test, so a
 * refused or broken route cannot stop the whole file; the draft is written by `who`.
 */
const actorOf = (who: Writer) => ({ userId: who.id, username: who.username, ip: null });

async function createArticle(who: Writer): Promise<number> {
  const { articles } = api.t.built.services;
  const article = await articles.create(actorOf(who), createArticleSchema.parse({ title: uniqueName('matrix'), content: '<p>matrix</p>', category: 'news' }));
  return article.id;
}

async function firstRevision(article: number): Promise<number> {
  const result = (await api.t.database.db.execute(sql`SELECT id FROM article_revisions WHERE article_id = ${article} ORDER BY id LIMIT 1`)) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}

async function previewLink(who: Writer, article: number): Promise<number> {
  const link = await api.t.built.services.publishing.preview.createLink(actorOf(who), article, { lang: 'zh' }, 'http://localhost');
  return link.id;
}

beforeAll(async () => {
  const { t, admin } = api;
  const editor = await activeColleague(t, admin, 'editor');
  const author = await activeColleague(t, admin, 'author');
  const sales = await activeColleague(t, admin, 'sales');
  const agents: Record<Role, Agent> = { admin, editor: editor.agent, author: author.agent, sales: sales.agent, user: api.user };
  const me = await admin.get('/api/user');
  expectOk(me);
  const adminWriter: Writer = { id: me.body.id, username: me.body.username };

  const otherArticle = await createArticle(adminWriter);
  const ownArticle = await createArticle(author);
  const ownTrashable = await createArticle(author);
  // through the route, since the review module has no other way in yet; without it the review routes are probed with MISSING
  const submitted = await author.agent.post(`/api/articles/${await createArticle(author)}/submissions`).send({ lang: 'zh' });
  if (submitted.status !== 201) console.warn(`permission matrix: no review submission to aim at (${submitted.status}): the review routes are probed with a missing id`);
  const trashed = await createArticle(adminWriter);
  await t.built.services.articles.remove(actorOf(adminWriter), trashed);

  const category = await admin.post('/api/categories').send({ type: uniqueName('cat').replace(/_/g, '-'), title: 'Matrix category' });
  expectOk(category, 201);
  const contact = await api.anon().get('/api/contact');
  expectOk(contact);
  const media = await admin.post('/api/media').attach('file', await pngOf(40, 30), 'matrix.png');
  expectOk(media, 201);
  const redirect = await admin.post('/api/redirects').send({ fromPath: `/${uniqueName('matrix-old')}`, toPath: '/contact' });
  expectOk(redirect, 201);

  const tag = uniqueName('pii').slice(4);
  const digits = String(parseInt(tag, 16)).padStart(8, '7').slice(-8);
  const sent = { name: `Matrixname ${tag}`, email: `matrix.${tag}@example.com`, phone: `+65 ${digits}`, type: 'general', message: `Matrix message ${tag} about my visa.` };
  const enquiry = await api.anon().post('/api/public/consultations').send({ ...sent, ...capture(t) });
  expectOk(enquiry, 201);

  const { booking, consultations } = t.built.services;
  const slot = (await booking.availability()).days[0]!.slots[0]!;
  const booked = await booking.create(
    createBookingSchema.parse({ name: 'Matrix Booker', email: 'booker@example.com', phone: '+65 8000 0000', type: 'general', consent: true, kind: 'phone', startsAt: slot }),
    { origin: null },
  );
  const appointment = (await consultations.get(booked.id)).appointment!.id;
  const seeded = (await t.built.services.assessments.list()).assessments.find((a) => a.slug === 'entrepass-self-check')!;

  const tables = (await t.database.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  // written by every request or by timers, never by a refused call's effect: sessions (last seen), rate limits, the job clock
  const volatile = new Set(['sessions', 'rate_limits', 'scheduled_jobs', 'spam_digests', 'not_found_paths', 'share_images', 'cta_clicks', 'analytics_salts', 'analytics_events', 'analytics_daily', 'analytics_rollups']);

  f = {
    agents,
    otherArticle,
    otherRevision: await firstRevision(otherArticle),
    otherLink: await previewLink(adminWriter, otherArticle),
    ownArticle,
    ownRevision: await firstRevision(ownArticle),
    ownLink: await previewLink(author, ownArticle),
    ownTrashable,
    submission: submitted.status === 201 ? (submitted.body.id as number) : MISSING,
    trashed,
    category: category.body.id as number,
    contact: contact.body.id as number,
    media: (media.body.id ?? media.body.media?.id) as number,
    redirect: redirect.body.id as number,
    appointment,
    assessment: seeded.id,
    assessmentVersion: (await t.built.services.assessments.get(seeded.id)).publishedVersionId!,
    enquiry: { id: enquiry.body.id as number, name: enquiry.body.name, email: enquiry.body.email, phone: enquiry.body.phone, message: enquiry.body.message },
    salesId: sales.id,
    fingerprintTables: tables.rows.map((r) => r.table_name).filter((name) => !volatile.has(name)),
  };
});

/** Every row of every table that a request could change, hashed: equal before and after means nothing changed. */
async function fingerprint(): Promise<Record<string, string>> {
  const parts = f.fingerprintTables.map(
    (table) => sql`SELECT ${sql.raw(`'${table}'`)} AS t, count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS v FROM ${sql.identifier(table)} x`,
  );
  const result = (await api.t.database.db.execute(sql.join(parts, sql` UNION ALL `))) as unknown as { rows: { t: string; v: string }[] };
  return Object.fromEntries(result.rows.map((r) => [r.t, r.v]));
}

/** The URL of a call: real rows for refused calls and reads, MISSING for allowed writes, the author's own rows in `own`. */
function urlOf(key: string, mode: Mode, query?: string): string {
  const [method, path] = key.split(' ') as [Method, string];
  const write = method !== 'GET';
  const aim = (real: number, mine?: number) => String(mode === 'own' ? (mine ?? real) : mode === 'allowed' && write ? MISSING : real);
  const id = (): string => {
    if (path.startsWith('/api/articles/') || path.startsWith('/api/preview/articles/')) return aim(f.otherArticle, method === 'DELETE' ? f.ownTrashable : f.ownArticle);
    if (path.startsWith('/api/preview-links/')) return aim(f.otherLink, f.ownLink);
    if (path.startsWith('/api/consultations/')) return aim(f.enquiry.id);
    if (path.startsWith('/api/users/')) return aim(f.salesId);
    if (path.startsWith('/api/categories/')) return aim(f.category);
    if (path.startsWith('/api/contact/')) return aim(f.contact);
    if (path.startsWith('/api/trash/')) return aim(f.trashed);
    if (path.startsWith('/api/media/')) return aim(f.media);
    if (path.startsWith('/api/redirects/')) return aim(f.redirect);
    if (path.startsWith('/api/booking/appointments/')) return aim(f.appointment);
    if (path.startsWith('/api/assessments/')) return aim(f.assessment);
    if (path.startsWith('/api/public/articles/')) return String(f.otherArticle);
    if (path.startsWith('/api/account/sessions/')) return 'no-such-session';
    return '1';
  };
  const values: Record<string, () => string> = {
    id,
    submissionId: () => String(mode === 'allowed' && write ? MISSING : f.submission),
    versionId: () => String(mode === 'allowed' && write ? MISSING : f.assessmentVersion),
    slug: () => 'entrepass-self-check',
    revisionId: () => String(mode === 'own' ? f.ownRevision : f.otherRevision),
    key: () => (method === 'PUT' ? id() : 'new'),
    item: () => (path.endsWith('/confirm') ? 'home-samples' : 'phone'),
    filename: () => 'site-data-2026-01-01T00-00-00-000Z.json',
    category: () => 'news',
    type: () => 'news',
    articleId: () => 'no-such-article',
    token: () => 'no-such-token',
  };
  const url = path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`urlOf: no value for :${name} in ${key}`);
    return value();
  });
  return query ? `${url}?${query}` : url;
}

function send(caller: Caller, key: string, mode: Mode, expectation: Expectation) {
  const [method] = key.split(' ') as [Method, string];
  const url = urlOf(key, mode, expectation.query);
  const agent = caller === 'anonymous' ? api.anon() : f.agents[caller];
  const req = agent[method.toLowerCase() as Lowercase<Method>](url);
  if (method === 'GET') return req;
  return req.send(mode === 'allowed' ? (expectation.allowedBody ?? {}) : (expectation.body ?? {}));
}

/** A route's identity: its method and path, whatever its parameters are called (`:id` and `:submissionId` alike). */
const shape = (key: string) => key.replace(/:\w+/g, ':');

/** Mounted only when the client is built (dist/ exists: a local run after `npm run build`), public either way. */
const builtClientRoutes = new Set(['GET /index.html']);

let routed: Set<string> | undefined;
/** The router table's endpoints, as shapes. */
const routedNow = () => (routed ??= new Set(routesOf(api.t.app).map(shape)));
const isRouted = (key: string) => routedNow().has(shape(key));

describe('the router table', () => {
  it('finds the mounted routers under their prefixes', () => {
    const routes = routesOf(api.t.app);

    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/consultations/:id', 'DELETE /api/articles/:id', 'GET /api/articles/:id/revisions', 'POST /api/users/:id/disable', 'GET /api/dashboard']));
  });

  it('has an expectation or a public entry for every endpoint, and every expectation has a route', () => {
    const routes = routesOf(api.t.app);
    const known = new Set([...Object.keys(expectations), ...publicRoutes].map(shape));

    const unexpected = routes.filter((route) => !known.has(shape(route)) && !builtClientRoutes.has(route));
    const unrouted = [...Object.keys(expectations), ...publicRoutes].filter((route) => !isRouted(route));

    expect({ unexpected, unrouted }).toEqual({ unexpected: [], unrouted: [] });
  });
});

describe('the data fingerprint', () => {
  it('changes when an allowed write changes a row', async () => {
    const before = await fingerprint();

    expectOk(await api.admin.patch(`/api/categories/${f.category}`).send({ title: uniqueName('Renamed') }));

    expect(await fingerprint()).not.toEqual(before);
  });
});

describe.each(Object.entries(expectations))('%s', (key, expectation) => {
  const cases = casesOf(expectation.access);
  for (const { caller, mode, outcome, label } of cases) it(`as ${caller}: ${label}`, async () => {
    const before = outcome.kind === 'allowed' ? undefined : await fingerprint();

    const res = await send(caller, key, mode, expectation);

    const shown = `${res.status} ${textOf(res).slice(0, 300)}`;
    if (outcome.kind === 'allowed') {
      expect([401, 403], shown).not.toContain(res.status);
      expect(res.status, shown).toBeLessThan(500);
      return;
    }
    if (outcome.kind === 'status') expect(res.status, shown).toBe(outcome.status);
    else {
      expect(res.status, shown).toBe(403);
      expect(res.body, shown).toMatchObject({ code: 'FORBIDDEN', permission: outcome.permission });
    }
    expect(await fingerprint(), `${key} as ${caller} changed data`).toEqual(before);
  });
});

describe('an enquirer’s personal data', () => {
  it.each(['author', 'editor'] as const)('is in no answer the %s gets, from any GET endpoint or search', async (role) => {
    const { name, email, phone, message } = f.enquiry;
    const secrets = [name, email, phone, message, phone.replace(/\D/g, '')];
    const agent = f.agents[role];
    const q = encodeURIComponent;
    // a search echoes its query: asked for one secret, an answer that shows any other one found the enquiry
    const searched = (s: string) => [`/api/articles?page=1&q=${q(s)}`, `/api/public/search?q=${q(s)}`, `/api/consultations?q=${q(s)}`, `/api/audit?q=${q(s)}`].map((url) => ({ url, asked: s }));
    const urls: { url: string; asked?: string }[] = [
      ...Object.entries(expectations)
        .filter(([key]) => key.startsWith('GET '))
        .flatMap(([key, e]) => [urlOf(key, 'allowed', e.query), ...(typeof e.access === 'object' && 'own' in e.access ? [urlOf(key, 'own', e.query)] : [])])
        .map((url) => ({ url })),
      ...[name, email, phone].flatMap(searched),
    ];

    const leaks: string[] = [];
    const failures: string[] = [];
    for (const { url, asked } of urls) {
      const res = await agent.get(url);
      if (res.status >= 500) failures.push(`${url}: ${res.status}`);
      const text = textOf(res).toLowerCase();
      const others = secrets.filter((secret) => !asked || !asked.toLowerCase().includes(secret.toLowerCase()));
      for (const secret of others) if (text.includes(secret.toLowerCase())) leaks.push(`${url} (${res.status}) shows "${secret}"`);
    }

    expect({ leaks, failures }).toEqual({ leaks: [], failures: [] });
  });
});
