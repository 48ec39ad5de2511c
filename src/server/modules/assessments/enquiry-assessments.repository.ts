import { eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { AssessmentAnswers, EnquiryAssessment } from '../../../shared/schemas/assessments';
import type { Db } from '../../db/client';
import { assessments, assessmentVersions, enquiryAssessments, type EnquiryAssessmentSummary } from '../../db/schema/index';

export interface NewEnquiryAssessment {
  consultationId: number;
  assessmentId: number;
  versionId: number;
  lang: Language;
  answers: AssessmentAnswers;
  outcome: string;
  score: number;
  summary: EnquiryAssessmentSummary;
}

/** What visitors attached to their enquiries. Built on the caller's database or transaction. */
export function enquiryAssessmentsRepository(db: Db) {
  return {
    async insert(values: NewEnquiryAssessment): Promise<void> {
      await db.insert(enquiryAssessments).values(values);
    },

    /** Deletes what the visitors of these enquiries attached. */
    async forget(consultationIds: number[]): Promise<void> {
      if (consultationIds.length) await db.delete(enquiryAssessments).where(inArray(enquiryAssessments.consultationId, consultationIds));
    },

    /** The attachment of one enquiry, as the inbox shows it (the assessment may have changed or gone since). */
    async ofEnquiry(consultationId: number): Promise<EnquiryAssessment | null> {
      const [row] = await db
        .select({
          slug: assessments.slug,
          versionId: enquiryAssessments.versionId,
          version: assessmentVersions.version,
          lang: enquiryAssessments.lang,
          outcome: enquiryAssessments.outcome,
          score: enquiryAssessments.score,
          summary: enquiryAssessments.summary,
          createdAt: enquiryAssessments.createdAt,
        })
        .from(enquiryAssessments)
        .innerJoin(assessments, eq(assessments.id, enquiryAssessments.assessmentId))
        .innerJoin(assessmentVersions, eq(assessmentVersions.id, enquiryAssessments.versionId))
        .where(eq(enquiryAssessments.consultationId, consultationId));
      if (!row) return null;
      const { summary, outcome, createdAt, ...rest } = row;
      return {
        ...rest,
        title: summary.title,
        outcome: { id: outcome, tone: summary.outcomeTone, title: summary.outcomeTitle },
        answers: summary.answers,
        createdAt: createdAt.toISOString(),
      };
    },
  };
}
