import { answeredQuestions, evaluateAssessment, localizedText } from '../../../shared/assessment-rules';
import type { Language } from '../../../shared/languages';
import type { AssessmentAttachment, AssessmentAnswers, EnquiryAssessment } from '../../../shared/schemas/assessments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { assessmentVersionsRepository } from './assessment-versions.repository';
import { enquiryAssessmentsRepository } from './enquiry-assessments.repository';

const changed = () => new AppError(409, 'ASSESSMENT_CHANGED', 'this self-assessment has changed since it was taken: take it again');
const mismatch = () => new AppError(400, 'ASSESSMENT_MISMATCH', 'the attached outcome is not the one these answers reach');

/**
 * A visitor's self-assessment attached to her enquiry (docs/decisions/0030-self-assessments.md): only
 * with the enquiry, on its transaction, after the server reached the same outcome with the version she
 * took. A refusal throws, which rolls the enquiry back too: nothing is half-kept.
 */
export function enquiryAttachments(db: Db) {
  return {
    /** 409 ASSESSMENT_CHANGED when the version is not the one the page shows now; 400 ASSESSMENT_MISMATCH when the answers reach another outcome, or none. */
    async attachIn(tx: Db, consultationId: number, attachment: AssessmentAttachment, lang: Language): Promise<void> {
      const version = await assessmentVersionsRepository(tx).toTake(attachment.versionId);
      if (!version?.current || version.slug !== attachment.slug) throw changed();
      const result = evaluateAssessment(version.content, attachment.answers);
      if (!result.ok || result.outcome.id !== attachment.outcome) throw mismatch();
      // the answers to its questions only: anything else the browser sent means nothing here
      const answers: AssessmentAnswers = Object.fromEntries(version.content.questions.map((q) => [q.id, attachment.answers[q.id]!]));
      await enquiryAssessmentsRepository(tx).insert({
        consultationId,
        assessmentId: version.assessmentId,
        versionId: version.id,
        lang,
        answers,
        outcome: result.outcome.id,
        score: result.score,
        summary: {
          title: localizedText(version.content.title, lang),
          outcomeTitle: localizedText(result.outcome.title, lang),
          outcomeTone: result.outcome.tone,
          answers: answeredQuestions(version.content, answers, lang),
        },
      });
    },

    /** Erases the answers attached to enquiries being anonymised, on their transaction: they describe a person. */
    forgetIn: (tx: Db, consultationIds: number[]): Promise<void> => enquiryAssessmentsRepository(tx).forget(consultationIds),

    /** What the visitor attached to enquiry `consultationId`, null when nothing. */
    ofEnquiry: (consultationId: number): Promise<EnquiryAssessment | null> => enquiryAssessmentsRepository(db).ofEnquiry(consultationId),
  };
}
