import type { Config } from './config';
import type { Database } from './db/client';
import type { PublicCache } from './lib/public-cache';
import { articleIndexService } from './modules/article-index/article-index.service';
import { articlesService } from './modules/articles/articles.service';
import { usersRepository } from './modules/auth/auth.repository';
import { authService } from './modules/auth/auth.service';
import { backupService } from './modules/backup/backup.service';
import { categoriesService } from './modules/categories/categories.service';
import { consultationsService } from './modules/consultations/consultations.service';
import { contactService } from './modules/contact/contact.service';
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
  const auth = authService(usersRepository(db));
  const articles = articlesService(db, cache, translationsService());
  const categories = categoriesService(db, cache);
  const contact = contactService(db, uploads, cache);
  const consultations = consultationsService(db);
  const exporter = exportService([articles, categories, contact, consultations, auth, uploads]);
  const backup = backupService(db, cache);
  const readModel = createReadModel({ articles, articleIndex: articleIndexService(db), categories, contact }, cache);
  return { auth, articles, categories, contact, consultations, uploads, exporter, backup, readModel };
}
export type Services = ReturnType<typeof createServices>;
