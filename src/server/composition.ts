import type { Config } from './config';
import type { Database } from './db/client';
import type { PublicCache } from './lib/public-cache';
import { articleIndexService } from './modules/article-index/article-index.service';
import { articlesService } from './modules/articles/articles.service';
import { auditService } from './modules/audit/audit.service';
import { usersRepository } from './modules/auth/auth.repository';
import { accountService } from './modules/auth/account.service';
import { authService } from './modules/auth/auth.service';
import { sessionsRepository } from './modules/auth/sessions.repository';
import { signInLimits } from './modules/auth/sign-in-limits';
import { twoFactorKeys } from './modules/auth/two-factor.crypto';
import { twoFactorRepository } from './modules/auth/two-factor.repository';
import { twoFactorService } from './modules/auth/two-factor.service';
import { usersService } from './modules/users/users.service';
import { backupService } from './modules/backup/backup.service';
import { categoriesService } from './modules/categories/categories.service';
import { consultationsService } from './modules/consultations/consultations.service';
import { formTokenKey } from './modules/consultations/form-token';
import { spamDigestService } from './modules/consultations/spam-digest';
import { contactService } from './modules/contact/contact.service';
import { dashboardService } from './modules/dashboard/dashboard.service';
import { homeContentService } from './modules/home-content/home-content.service';
import { previewService } from './modules/preview/preview.service';
import { schedulingService } from './modules/scheduling/scheduling.service';
import { trashService } from './modules/trash/trash.service';
import { mediaService } from './modules/media/media.service';
import { retentionService } from './modules/retention/retention.service';
import { searchService } from './modules/search/search.service';
import { configureRevisions } from './modules/revisions/revisions.recorder';
import { revisionsService } from './modules/revisions/revisions.service';
import { settingsService } from './modules/settings/settings.service';
import { setupChecklistService } from './modules/setup-checklist/setup-checklist.service';
import { testMailer } from './modules/setup-checklist/setup-checklist.mail';
import { translationsService } from './modules/translations/translations.service';
import { exportService } from './modules/export/export.service';
import { uploadsService } from './modules/uploads/uploads.service';
import { createReadModel } from './read-model/read-model';

export interface Infrastructure {
  config: Config;
  database: Database;
  cache: PublicCache;
  /** SESSION_SECRET, or the one generated under DATA_DIR: the root of keys derived for signing and encryption */
  secret: string;
}

/**
 * The composition root: every service, built once from the database and the cache (settings
 * that only routes use, such as rate limits, are given to the routers by app.ts).
 * Routers and the server renderer receive what they need from here and never build services.
 */
export function createServices({ database, cache, config, secret }: Infrastructure) {
  const { db } = database;
  const uploads = uploadsService(db);
  const accounts = usersRepository(db);
  const sessions = sessionsRepository(db);
  // TOTP secrets are encrypted with a key derived (HKDF) from TWO_FACTOR_KEY, else from the session secret
  const twoFactor = twoFactorService(twoFactorRepository(db), twoFactorKeys(config.twoFactorKey ?? secret));
  const auth = authService(accounts, twoFactor, sessions, config, signInLimits(db, config));
  const account = accountService(auth, accounts, sessions, twoFactor, config);
  const users = usersService(db, cache);
  configureRevisions({ retention: config.revisionRetention });
  const revisions = revisionsService(db);
  const articles = articlesService(db, cache, translationsService());
  const categories = categoriesService(db, cache);
  const contact = contactService(db, uploads, cache);
  const homeContent = homeContentService(db, cache);
  const media = mediaService(db, cache);
  const settings = settingsService(db, config);
  const consultations = consultationsService(db, { formKey: formTokenKey(secret), settings, publicUrl: config.publicUrl });
  const dashboard = dashboardService(db, consultations);
  const retention = retentionService(db, consultations, config.retentionMonths);
  const spamDigest = spamDigestService(db, { settings });
  const audit = auditService(db);
  const exporter = exportService([articles, categories, contact, homeContent, consultations, auth, uploads, audit]);
  // a restore through the API is confirmed with the admin's password and two-factor code, under the sign-in limits
  const restoreLimits = signInLimits(db, config);
  const backup = backupService(db, cache, {
    password: (admin, password) => auth.confirmPassword(admin, password, admin.ip),
    twoFactorCode: (admin, code) => restoreLimits.check({ account: admin.username, ip: admin.ip }, () => twoFactor.verifySignIn(admin.id, code), (ok) => ok),
  });
  // preview, scheduling and Trash (docs/decisions/0016-publishing.md)
  const publishing = { preview: previewService(db, articles, config.publicUrl), scheduling: schedulingService(db, cache), trash: trashService(db, cache) };
  const setupChecklist = setupChecklistService(db, { contact, homeContent, publicUrl: config.publicUrl, mailer: testMailer(config) });
  const readModel = createReadModel({ articles, articleIndex: articleIndexService(db), categories, contact, homeContent, media, search: searchService(db, cache) }, cache);
  return { publishing, audit, revisions, auth, account, users, articles, categories, contact, homeContent, consultations, settings, dashboard, retention, spamDigest, uploads, media, exporter, backup, readModel, setupChecklist };
}
export type Services = ReturnType<typeof createServices>;
