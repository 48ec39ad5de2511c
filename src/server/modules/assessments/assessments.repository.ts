import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsultationService } from '../../../shared/catalog';
import type {
  AssessmentContent,
  AssessmentDetail,
  AssessmentSummary,
  Localized,
  PublicAssessmentSummary,
  PublishedAssessment,
} from '../../../shared/schemas/assessments';
import type { Db } from '../../db/client';
import { assessments, assessmentVersions } from '../../db/schema/index';

/** The published version, beside its assessment (none while unpublished). */
const withPublished = eq(assessmentVersions.id, assessments.publishedVersionId);
const live = isNull(assessments.deletedAt);

// a list needs the draft's title, service and review date, not its questions
const summaryColumns = {
  id: assessments.id,
  slug: assessments.slug,
  title: sql<Localized>`${assessments.content} -> 'title'`,
  service: sql<ConsultationService>`${assessments.content} ->> 'service'`,
  reviewedOn: sql<string>`${assessments.content} ->> 'reviewedOn'`,
  inNavigation: assessments.inNavigation,
  publishedVersionId: assessments.publishedVersionId,
  publishedVersion: assessmentVersions.version,
  // jsonb equality: the same document whatever the order of its keys
  changed: sql<boolean>`coalesce(${assessments.content} <> ${assessmentVersions.content}, false)`,
  updatedAt: assessments.updatedAt,
  updatedBy: assessments.updatedByName,
};

type SummaryRow = Omit<AssessmentSummary, 'status' | 'updatedAt'> & { publishedVersionId: number | null; updatedAt: Date };

const toSummary = ({ publishedVersionId, updatedAt, ...row }: SummaryRow): AssessmentSummary => ({
  ...row,
  status: publishedVersionId === null ? 'draft' : 'published',
  updatedAt: updatedAt.toISOString(),
});

/** What a save writes on the row. */
export interface AssessmentValues {
  slug: string;
  inNavigation: boolean;
  content: AssessmentContent;
  updatedAt: Date;
  updatedByName: string | null;
}

/** The assessments table and the public reads of the published versions. Built on the caller's database or transaction. */
export function assessmentsRepository(db: Db) {
  return {
    /** Every assessment not deleted (at most ASSESSMENTS_MAX), the last changed first. */
    async list(): Promise<AssessmentSummary[]> {
      const rows = await db.select(summaryColumns).from(assessments).leftJoin(assessmentVersions, withPublished).where(live).orderBy(desc(assessments.updatedAt), desc(assessments.id));
      return rows.map(toSummary);
    },

    async find(id: number): Promise<AssessmentDetail | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, content: assessments.content })
        .from(assessments)
        .leftJoin(assessmentVersions, withPublished)
        .where(and(eq(assessments.id, id), live));
      return row && { ...toSummary(row), content: row.content, publishedVersionId: row.publishedVersionId };
    },

    /** The row locked until the transaction ends: a write, its version's number and its audit entry see the same before. */
    async lock(id: number): Promise<boolean> {
      const [row] = await db.select({ id: assessments.id }).from(assessments).where(and(eq(assessments.id, id), live)).for('update');
      return Boolean(row);
    },

    /** Another assessment not deleted has this slug. */
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db.select({ id: assessments.id }).from(assessments).where(and(eq(assessments.slug, slug), live));
      return Boolean(row && row.id !== exceptId);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(assessments).where(live);
      return row?.n ?? 0;
    },

    async insert(values: AssessmentValues): Promise<number> {
      const [row] = await db
        .insert(assessments)
        .values({ ...values, createdAt: values.updatedAt })
        .returning({ id: assessments.id });
      return row!.id;
    },

    async update(id: number, values: Partial<AssessmentValues> & { publishedVersionId?: number | null; deletedAt?: Date }): Promise<void> {
      await db.update(assessments).set(values).where(eq(assessments.id, id));
    },

    /** The published assessments not deleted, for the site's navigation and the service pages. */
    async publishedList(): Promise<PublicAssessmentSummary[]> {
      return db
        .select({
          slug: assessments.slug,
          title: sql<Localized>`${assessmentVersions.content} -> 'title'`,
          service: sql<ConsultationService>`${assessmentVersions.content} ->> 'service'`,
          inNavigation: assessments.inNavigation,
        })
        .from(assessments)
        .innerJoin(assessmentVersions, withPublished)
        .where(live)
        .orderBy(asc(assessments.id));
    },

    /** The published version under a slug, for its page. */
    async published(slug: string): Promise<PublishedAssessment | undefined> {
      const [row] = await db
        .select({ slug: assessments.slug, versionId: assessmentVersions.id, version: assessmentVersions.version, publishedAt: assessmentVersions.createdAt, content: assessmentVersions.content })
        .from(assessments)
        .innerJoin(assessmentVersions, withPublished)
        .where(and(eq(assessments.slug, slug), live));
      return row && { ...row, publishedAt: row.publishedAt.toISOString() };
    },

    /** The published assessments' addresses and last publication, for the sitemap. */
    publishedPages: (): Promise<{ slug: string; publishedAt: Date }[]> =>
      db
        .select({ slug: assessments.slug, publishedAt: assessmentVersions.createdAt })
        .from(assessments)
        .innerJoin(assessmentVersions, withPublished)
        .where(live)
        .orderBy(asc(assessments.id)),
  };
}
