import { isDeepStrictEqual } from 'node:util';
import type { BackupFile, BackupRow } from '../../../shared/schemas/backup';
import { homeTextsSchema, trustDetailsSchema } from '../../../shared/schemas/home-content';
import { AppError } from '../../lib/errors';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { inspectImage } from '../media/media.image';

/**
 * A restore trusts a file no more than a form: what a save would clean is cleaned, and what the
 * upload would refuse is refused (README "Backups"). Used by the API and by `npm run restore`.
 */

type Tables = BackupFile['tables'];
type Issues = Record<string, string[]>;

/** Enough to find what is wrong; a file with every row broken must not answer megabytes. */
const MAX_ISSUES = 20;

/** The types an upload is stored and served with (media.image.ts decides them from the bytes). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** What the bytes are, as the upload would find it, or why the upload would refuse them. */
async function sniff(bytes: Buffer): Promise<{ mime: string; ext: string } | string> {
  try {
    return await inspectImage(bytes);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return err.message;
    throw err;
  }
}

/**
 * Every upload's and media variant's bytes against the type it is served with: a row claiming
 * text/javascript, or image/png bytes that are a script, would otherwise be served from /uploads/
 * as the row says. Anything found is a 400 RESTORE_UNSAFE_UPLOAD naming the rows.
 */
export async function assertSafeFiles(tables: Tables): Promise<void> {
  const issues: Issues = {};
  const add = (path: string, message: string) => {
    if (Object.keys(issues).length < MAX_ISSUES) (issues[path] ??= []).push(message);
  };
  const check = async (path: string, data: string, mime: string, ext?: string) => {
    if (!IMAGE_TYPES.has(mime)) return add(`${path}.content_type`, `${mime} is not a type the site stores: JPEG, PNG, GIF or WEBP images only`);
    const found = await sniff(Buffer.from(data, 'base64'));
    if (typeof found === 'string') add(`${path}.data`, `the upload would refuse these bytes: ${found}`);
    else if (found.mime !== mime || (ext !== undefined && found.ext !== ext)) add(`${path}.data`, `the bytes are ${found.mime} (.${found.ext}), not the ${mime}${ext ? ` (.${ext})` : ''} the row claims`);
  };
  for (const [i, row] of tables.uploads.entries()) await check(`tables.uploads.${i}`, row.data, row.content_type, row.ext);
  for (const [i, row] of tables.media.entries()) {
    if (!IMAGE_TYPES.has(row.content_type)) add(`tables.media.${i}.content_type`, `${row.content_type} is not a type the site stores: JPEG, PNG, GIF or WEBP images only`);
  }
  for (const [i, row] of tables.media_variants.entries()) await check(`tables.media_variants.${i}`, row.data, `image/${row.format}`);

  const [path, messages] = Object.entries(issues)[0] ?? [];
  if (!path) return;
  throw new AppError(400, 'RESTORE_UNSAFE_UPLOAD', `unsafe upload in the backup: ${path}: ${messages?.[0]}`, issues);
}

/** Article HTML as a save stores it. */
const cleanHtml = (html: string) => sanitizeArticleHtml(html).trim();

/** The home page's texts as a save accepts them; what a save would refuse is left out, so the seeded texts show (as a read would). */
function cleanJson(schema: typeof homeTextsSchema | typeof trustDetailsSchema, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function cleanSnapshot(snapshot: unknown): unknown {
  if (snapshot === null || typeof snapshot !== 'object' || Array.isArray(snapshot)) return snapshot;
  const content = (snapshot as { content?: unknown }).content;
  return typeof content === 'string' ? { ...snapshot, content: cleanHtml(content) } : snapshot;
}

/**
 * The tables with article HTML (both languages and every revision) through the save's sanitiser
 * and the home page's content through the save's schemas; `cleaned` counts the values changed.
 */
export function cleanTables(tables: Tables): { tables: Tables; cleaned: number } {
  let cleaned = 0;
  const changed = <T>(before: T, after: T): T => {
    if (!isDeepStrictEqual(before, after)) cleaned += 1; // key order aside: jsonb keeps its own
    return after;
  };
  const withContent = <R extends BackupRow & { content: string }>(row: R): R => ({ ...row, content: changed(row.content, cleanHtml(row.content)) });
  const out: Tables = {
    ...tables,
    articles: tables.articles.map(withContent),
    article_translations: tables.article_translations.map(withContent),
    article_revisions: tables.article_revisions.map((row) => ({ ...row, snapshot: changed(row.snapshot, cleanSnapshot(row.snapshot)) as typeof row.snapshot })),
    home_content: tables.home_content.map((row) => ({
      ...row,
      zh: changed(row.zh, cleanJson(homeTextsSchema, row.zh)) as typeof row.zh,
      en: changed(row.en, cleanJson(homeTextsSchema, row.en)) as typeof row.en,
      trust: changed(row.trust, cleanJson(trustDetailsSchema, row.trust)) as typeof row.trust,
    })),
  };
  return { tables: out, cleaned };
}
