import { count, eq, inArray } from 'drizzle-orm';
import { sections } from '../../shared/catalog';
import { contactDefaults } from '../../shared/contact-defaults';
import { sourceHash } from '../modules/translations/translations.versions';
import { withTransaction } from '../lib/transaction';
import type { Db } from './client';
import { articles, articleTranslations, assessments, assessmentVersions, bookingClosedDates, bookingHours, categories, contactInfo } from './schema/index';
import { seededAssessments } from '../modules/assessments/assessments.seeds';
import { firmHours, singaporeHolidays } from '../modules/booking/holidays';
import { minutesOf } from '../../shared/schemas/booking';
import { seedArticles } from './seed-data';
import { seedArticlesEn, seedCategoryTitlesEn, seedContactEn } from './seed-data-en';

async function isEmpty(db: Db, table: typeof articles | typeof articleTranslations | typeof categories | typeof contactInfo | typeof bookingHours | typeof assessments): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * First-start content: the five categories, one published article per built-in item, three news
 * articles, their English versions and the contact row (and, on a new installation, booking hours
 * and two self-assessments). Each table is seeded only while it is
 * empty, so staff deletions stick; English versions go to the seeded articles still there (by
 * articleId), also in a database made before translations existed.
 */
export async function seedDatabase(db: Db): Promise<void> {
  // a new installation, not one upgraded to a release with new tables: only it gets the booking hours
  const fresh = (await isEmpty(db, categories)) && (await isEmpty(db, articles));
  if (await isEmpty(db, categories)) {
    await db
      .insert(categories)
      .values(sections.map((s) => ({ type: s.type, title: s.title, titleEn: seedCategoryTitlesEn[s.type], translationKey: s.translationKey, basePath: s.basePath })))
      .onConflictDoNothing();
  }
  if (await isEmpty(db, articles)) {
    await db
      .insert(articles)
      .values(
        seedArticles.map((a) => {
          const at = new Date(a.publishedAt);
          return {
            articleId: a.articleId,
            title: a.title,
            content: a.content,
            summary: a.summary,
            metaDescription: a.metaDescription,
            tags: a.tags,
            category: a.category,
            type: a.type,
            weight: a.weight,
            tableData: a.tableData ?? null,
            status: 'Published' as const,
            published: true,
            createdAt: at,
            updatedAt: at,
            publishedAt: at,
          };
        }),
      )
      .onConflictDoNothing();
  }
  if (await isEmpty(db, articleTranslations)) await seedEnglishVersions(db);
  if (await isEmpty(db, contactInfo)) {
    await db.insert(contactInfo).values({
      businessHours: contactDefaults.businessHours,
      weekendHours: contactDefaults.weekendHours,
      ...seedContactEn,
    }).onConflictDoNothing(); // the table holds one row (migration 0011): another server seeded it first
  }
  if (fresh) await seedBooking(db);
  if (fresh) await seedAssessments(db);
}

/**
 * A new installation's two self-assessments (docs/decisions/0030-self-assessments.md), each published as
 * its version 1: examples for the firm to review. An installation upgraded to them gets none.
 */
async function seedAssessments(db: Db): Promise<void> {
  // checked inside the transaction: PGlite's "servers" share one session (no exclusive lock) but not a transaction
  await withTransaction(db, async (tx) => {
    if (!(await isEmpty(tx, assessments))) return;
    for (const { slug, inNavigation, content } of seededAssessments) {
      const at = new Date(`${content.reviewedOn}T00:00:00+08:00`);
      const [row] = await tx.insert(assessments).values({ slug, inNavigation, content, createdAt: at, updatedAt: at }).onConflictDoNothing().returning({ id: assessments.id });
      if (!row) continue;
      const [version] = await tx.insert(assessmentVersions).values({ assessmentId: row.id, version: 1, content, published: true, createdAt: at }).returning({ id: assessmentVersions.id });
      await tx.update(assessments).set({ publishedVersionId: version!.id }).where(eq(assessments.id, row.id));
    }
  });
}

/**
 * A new installation's booking (docs/decisions/0028-booking-and-chat.md): the firm's hours and this
 * year's Singapore public holidays. An installation upgraded to booking gets none, so booking stays
 * closed there until staff set hours (no hours: no slots).
 */
async function seedBooking(db: Db): Promise<void> {
  if (await isEmpty(db, bookingHours)) {
    await db.insert(bookingHours).values(firmHours.map((h) => ({ consultantId: h.consultantId, weekday: h.weekday, startMinute: minutesOf(h.start), endMinute: minutesOf(h.end) })));
  }
  await db
    .insert(bookingClosedDates)
    .values(singaporeHolidays.map((h) => ({ day: h.date, label: h.label, labelEn: h.labelEn })))
    .onConflictDoNothing();
}

/**
 * The English version of every seeded article that exists, published. Its source hash is that of
 * the seeded Chinese text, so an article staff have since edited shows as needing an update.
 */
async function seedEnglishVersions(db: Db): Promise<void> {
  const rows = await db
    .select({ id: articles.id, articleId: articles.articleId })
    .from(articles)
    .where(inArray(articles.articleId, Object.keys(seedArticlesEn)));
  const values = rows.flatMap(({ id, articleId }) => {
    const zh = seedArticles.find((a) => a.articleId === articleId);
    const en = articleId ? seedArticlesEn[articleId] : undefined;
    if (!zh || !en) return [];
    const at = new Date(zh.publishedAt);
    return [
      {
        articleId: id,
        lang: 'en' as const,
        ...en,
        tableData: en.tableData ?? null,
        status: 'Published' as const,
        publishedAt: at,
        sourceHash: sourceHash({ ...zh, tableData: zh.tableData ?? null }),
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  if (values.length) await db.insert(articleTranslations).values(values).onConflictDoNothing();
}
