import type { Config } from './config';
import type { Database } from './db/client';
import type { PublicCache } from './lib/public-cache';
import { analyticsService } from './modules/analytics/analytics.service';
import { assessmentsService, publishedAssessmentPaths } from './modules/assessments/assessments.service';
import { articleIndexService } from './modules/article-index/article-index.service';
import { articleAccess } from './modules/articles/article-access';
import { articlesService } from './modules/articles/articles.service';
import { auditRecorder } from './modules/audit/audit.recorder';
import { auditService } from './modules/audit/audit.service';
import { sessionAudit } from './modules/audit/audit.sessions';
import { accountService } from './modules/auth/account.service';
import { authService } from './modules/auth/auth.service';
import { signInLimits } from './modules/auth/sign-in-limits';
import { twoFactorKeys } from './modules/auth/two-factor.crypto';
import { twoFactorService } from './modules/auth/two-factor.service';
import { usersService } from './modules/auth/users.service';
import { backupService } from './modules/backup/backup.service';
import { categoriesService } from './modules/categories/categories.service';
import { consultationsService } from './modules/consultations/consultations.service';
import { formTokenKey } from './modules/consultations/form-token';
import { spamDigestService } from './modules/consultations/spam-digest';
import { contactService } from './modules/contact/contact.service';
import { bookingTokenKey } from './modules/booking/booking-token';
import { bookingService } from './modules/booking/booking.service';
import { ctaClicksService } from './modules/cta-clicks/cta-clicks.service';
import { dashboardService } from './modules/dashboard/dashboard.service';
import { homeContentService } from './modules/home-content/home-content.service';
import { previewService } from './modules/preview/preview.service';
import { redirectsService } from './modules/redirects/redirects.service';
import { schedulingService } from './modules/scheduling/scheduling.service';
import { trashService } from './modules/trash/trash.service';
import { mediaService } from './modules/media/media.service';
import { retentionService } from './modules/retention/retention.service';
import { reviewService } from './modules/review/review.service';
import { searchService } from './modules/search/search.service';
import { revisionRecorder } from './modules/revisions/revisions.recorder';
import { revisionsService } from './modules/revisions/revisions.service';
import { settingsService } from './modules/settings/settings.service';
import { setupChecklistService } from './modules/setup-checklist/setup-checklist.service';
import { shareImagesService } from './modules/share-images/share-images.service';
import { testMailer } from './modules/setup-checklist/setup-checklist.mail';
import { translationsService } from './modules/translations/translations.service';
import { exportService } from './modules/export/export.service';
import { uploadsService } from './modules/uploads/uploads.service';
import { createReadModel } from './read-model/read-model';
import { mailFromOf } from './lib/mailer';

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
  // the audit log's write side, handed to every service that records a change (docs/decisions/0017-audit-log.md)
  const auditLog = auditRecorder();
  // every password and two-factor check shares these limits: sign-in, the own-account routes, a restore's confirmation
  const limits = signInLimits(db, config);
  // TOTP secrets are encrypted with a key derived (HKDF) from TWO_FACTOR_KEY, else from the session secret
  const twoFactor = twoFactorService(db, twoFactorKeys(config.twoFactorKey ?? secret), auditLog);
  const auth = authService(db, twoFactor, config, limits);
  const account = accountService(db, auth, twoFactor, auditLog, config);
  const sessionsAudit = sessionAudit(db, auditLog);
  const users = usersService(db, cache, auditLog);
  // revisions and Trash are written inside other modules' transactions: their write sides are handed in
  const revisionLog = revisionRecorder({ retention: config.revisionRetention });
  const revisions = revisionsService(db);
  // redirects (docs/decisions/0027-found-and-shared.md): article writes record theirs through `addresses`, in their own transactions
  const redirects = redirectsService(db, cache, {
    audit: auditLog,
    publishedArticles: (tx) => articleIndexService(tx).list('zh'),
    otherPages: publishedAssessmentPaths,
  });
  const addresses = redirects.addresses;
  const trash = trashService(db, cache, { revisions: revisionLog, audit: auditLog, addresses });
  const articles = articlesService(db, cache, { translations: translationsService(), revisions: revisionLog, trash, audit: auditLog, addresses });
  // who may touch which article: every article route asks it (docs/decisions/0026-roles-and-review.md)
  const access = articleAccess(db);
  const categories = categoriesService(db, cache, auditLog);
  const contact = contactService(db, uploads, cache, auditLog);
  const homeContent = homeContentService(db, cache, auditLog);
  const media = mediaService(db, cache, auditLog);
  const settings = settingsService(db, config, auditLog);
  // self-assessments (docs/decisions/0030-self-assessments.md): staff's writes, the public reads, and an
  // enquiry's attached answers (checked and kept through app.ts's enquiry route, erased with the enquiry's person)
  const assessments = assessmentsService(db, cache, { audit: auditLog });
  const consultations = consultationsService(db, { formKey: formTokenKey(secret), settings, audit: auditLog, publicUrl: config.publicUrl, onAnonymized: assessments.enquiries.forgetIn });
  const retention = retentionService(db, consultations, config.retentionMonths);
  // booking a consultation (docs/decisions/0028-booking-and-chat.md): a booking is an enquiry, written through the consultations service
  const booking = bookingService(db, {
    consultations,
    settings,
    audit: auditLog,
    linkKey: bookingTokenKey(secret),
    publicUrl: config.publicUrl,
    mailFrom: mailFromOf(config),
    officeAddress: async (lang) => (await contact.get(lang)).address,
  });
  const spamDigest = spamDigestService(db, { settings });
  const audit = auditService(db, auditLog);
  const exporter = exportService([articles, categories, contact, homeContent, consultations, auth, uploads, audit]);
  // a restore through the API is confirmed with the admin's password and two-factor code, under the sign-in limits
  const backup = backupService(db, cache, auditLog, {
    password: (admin, password) => auth.confirmPassword(admin, password, admin.ip),
    twoFactorCode: (admin, code) => limits.check({ account: admin.username, ip: admin.ip }, () => twoFactor.verifySignIn(admin.id, code), (ok) => ok),
  });
  // preview, scheduling and Trash (docs/decisions/0016-publishing.md)
  const publishing = {
    preview: previewService(db, { articles, revisions }, config.publicUrl),
    scheduling: schedulingService(db, cache, { revisions: revisionLog, audit: auditLog, addresses }),
    trash,
  };
  // the review step (docs/decisions/0026-roles-and-review.md): approvals publish through the articles and scheduling services
  const review = reviewService(db, { articles, revisions, scheduling: publishing.scheduling, audit: auditLog, smtpConfigured: Boolean(config.smtpUrl) });
  const dashboard = dashboardService(db, consultations, review, redirects.notFound);
  const setupChecklist = setupChecklistService(db, { contact, homeContent, publicUrl: config.publicUrl, audit: auditLog, mailer: testMailer(config) });
  // each article's share picture, drawn by a job and on demand (src/shared/share-image.ts); API tests start
  // many apps on seeded articles, so there the job draws nothing unless a test asks (NODE_ENV other than test)
  const shareImages = shareImagesService(db, { articles, articleIndex: articleIndexService, media, jobBatch: config.env === 'test' ? 0 : undefined });
  const readModel = createReadModel({ articles, articleIndex: articleIndexService(db), categories, contact, homeContent, media, search: searchService(db, cache), shareImages, booking, assessments }, cache);
  // taps on WhatsApp, WeChat, phone, email and booking (docs/decisions/0028-booking-and-chat.md): the reads; app.ts holds each server's unwritten counts
  const ctaClicks = ctaClicksService(db);
  // visits counted without cookies (docs/decisions/0029-analytics.md): the report; app.ts holds each server's unwritten events and the rollup job
  const analytics = analyticsService(db);
  return { analytics, assessments, booking, ctaClicks, publishing, review, articleAccess: access, audit, revisions, auth, sessionsAudit, account, users, articles, categories, contact, homeContent, consultations, settings, dashboard, retention, spamDigest, uploads, media, exporter, backup, readModel, setupChecklist, shareImages, redirects };
}
export type Services = ReturnType<typeof createServices>;
