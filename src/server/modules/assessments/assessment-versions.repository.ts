import { and, desc, eq, sql } from 'drizzle-orm';
import type { AssessmentContent, AssessmentVersion, AssessmentVersionSummary } from '../../../shared/schemas/assessments';
import type { Db } from '../../db/client';
import { assessments, assessmentVersions } from '../../db/schema/index';

const summaryColumns = {
  id: assessmentVersions.id,
  version: assessmentVersions.version,
  published: assessmentVersions.published,
  current: sql<boolean>`coalesce(${assessments.publishedVersionId} = ${assessmentVersions.id}, false)`,
  createdAt: assessmentVersions.createdAt,
  authorName: assessmentVersions.authorName,
};

const toSummary = <R extends { createdAt: Date }>(row: R) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A version as an enquiry's attachment is checked against it. */
export interface VersionToTake {
  id: number;
  assessmentId: number;
  slug: string;
  version: number;
  content: AssessmentContent;
  /** the version the assessment's page shows now (published, not deleted) */
  current: boolean;
}

/** The kept versions of assessments. Built on the caller's database or transaction. */
export function assessmentVersionsRepository(db: Db) {
  const ofAssessment = (assessmentId: number) => eq(assessmentVersions.assessmentId, assessmentId);
  const joined = () => db.select(summaryColumns).from(assessmentVersions).innerJoin(assessments, eq(assessments.id, assessmentVersions.assessmentId));

  return {
    /**
     * Keeps `content` as the assessment's next version (1, 2, …); the caller holds the assessment's row
     * lock, so two writes cannot take the same number (the unique key would refuse it anyway).
     */
    async add(assessmentId: number, content: AssessmentContent, published: boolean, author: { id: number | null; name: string | null }, now: Date): Promise<{ id: number; version: number }> {
      const [last] = await db
        .select({ n: sql<number>`coalesce(max(${assessmentVersions.version}), 0)`.mapWith(Number) })
        .from(assessmentVersions)
        .where(ofAssessment(assessmentId));
      const [row] = await db
        .insert(assessmentVersions)
        .values({ assessmentId, version: (last?.n ?? 0) + 1, content, published, authorId: author.id, authorName: author.name, createdAt: now })
        .returning({ id: assessmentVersions.id, version: assessmentVersions.version });
      return row!;
    },

    /** Deletes the unpublished versions past the newest `keep`; published ones stay (enquiries name them). */
    async prune(assessmentId: number, keep: number): Promise<void> {
      await db.execute(sql`
        DELETE FROM assessment_versions WHERE assessment_id = ${assessmentId} AND NOT published AND id NOT IN (
          SELECT id FROM assessment_versions WHERE assessment_id = ${assessmentId} AND NOT published ORDER BY version DESC LIMIT ${keep})`);
    },

    /** Newest first. */
    async list(assessmentId: number): Promise<AssessmentVersionSummary[]> {
      return (await joined().where(ofAssessment(assessmentId)).orderBy(desc(assessmentVersions.version))).map(toSummary);
    },

    async find(assessmentId: number, versionId: number): Promise<AssessmentVersion | undefined> {
      const [row] = await db
        .select({ ...summaryColumns, content: assessmentVersions.content })
        .from(assessmentVersions)
        .innerJoin(assessments, eq(assessments.id, assessmentVersions.assessmentId))
        .where(and(ofAssessment(assessmentId), eq(assessmentVersions.id, versionId)));
      return row && toSummary(row);
    },

    /** The version an enquiry's attachment names, with whether its page shows it now. */
    async toTake(versionId: number): Promise<VersionToTake | undefined> {
      const [row] = await db
        .select({
          id: assessmentVersions.id,
          assessmentId: assessmentVersions.assessmentId,
          slug: assessments.slug,
          version: assessmentVersions.version,
          content: assessmentVersions.content,
          current: sql<boolean>`coalesce(${assessments.publishedVersionId} = ${assessmentVersions.id} AND ${assessments.deletedAt} IS NULL, false)`,
        })
        .from(assessmentVersions)
        .innerJoin(assessments, eq(assessments.id, assessmentVersions.assessmentId))
        .where(eq(assessmentVersions.id, versionId));
      return row;
    },
  };
}
