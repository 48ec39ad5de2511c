import { count } from 'drizzle-orm';
import { sections } from '../../shared/catalog';
import { contactDefaults } from '../../shared/contact-defaults';
import type { Db } from './client';
import { articles, categories, contactInfo } from './schema/index';
import { seedArticles } from './seed-data';

async function isEmpty(db: Db, table: typeof articles | typeof categories | typeof contactInfo): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * First-start content: the five categories, one published article per built-in item, three news
 * articles and the contact row. Each table is seeded only while it is empty, so staff deletions stick.
 */
export async function seedDatabase(db: Db): Promise<void> {
  if (await isEmpty(db, categories)) {
    await db
      .insert(categories)
      .values(sections.map((s) => ({ type: s.type, title: s.title, translationKey: s.translationKey, basePath: s.basePath })))
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
  if (await isEmpty(db, contactInfo)) {
    await db.insert(contactInfo).values({
      businessHours: contactDefaults.businessHours,
      weekendHours: contactDefaults.weekendHours,
    });
  }
}
