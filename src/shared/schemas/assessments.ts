import { z } from 'zod';
import { consultationServices, type ConsultationService } from '../catalog';
import type { Language } from '../languages';

/**
 * Self-assessments ("Am I eligible?", docs/decisions/0030-self-assessments.md): staff write a few
 * questions, the rules that map the answers to an outcome and the outcomes, in both languages; a
 * visitor takes one at /eligibility/<slug> and may attach the answers to an enquiry. The rules are
 * data (this schema) evaluated by one pure function (src/shared/assessment-rules.ts) in the browser and
 * again on the server before anything is stored.
 *
 * Endpoints (server: modules/assessments; answers are the types below):
 *   GET    /api/public/assessments                   PublicAssessmentList (published, for navigation and service pages)
 *   GET    /api/public/assessments/:slug             PublishedAssessment (404 when none is published under it)
 *   GET    /api/assessments                          manageAssessments → AssessmentList
 *   POST   /api/assessments                          manageAssessments, assessmentInputSchema → 201 AssessmentDetail
 *   GET    /api/assessments/:id                      manageAssessments → AssessmentDetail
 *   PUT    /api/assessments/:id                      manageAssessments, assessmentInputSchema → AssessmentDetail (a version kept when the content changed)
 *   POST   /api/assessments/:id/publish              manageAssessments → AssessmentDetail (the draft as a new published version)
 *   POST   /api/assessments/:id/unpublish            manageAssessments → AssessmentDetail
 *   DELETE /api/assessments/:id                      manageAssessments → 204 (soft: its versions stay, enquiries keep their answers)
 *   GET    /api/assessments/:id/versions             manageAssessments → AssessmentVersionList
 *   GET    /api/assessments/:id/versions/:versionId  manageAssessments → AssessmentVersion (with its content)
 *   POST   /api/assessments/:id/versions/:versionId/restore   manageAssessments → AssessmentDetail (into the draft)
 *   GET    /api/consultations/:id/assessment         readEnquiries → { assessment: EnquiryAssessment | null }
 * A save or publish whose rules are broken answers 400 ASSESSMENT_INVALID with `problems`; an enquiry
 * whose attached outcome is not what the server computes answers 400 ASSESSMENT_MISMATCH, and one
 * naming a version that is not the published one 409 ASSESSMENT_CHANGED (the visitor takes it again).
 */

export const ASSESSMENT_SLUG_MAX = 60;
export const ASSESSMENT_QUESTIONS_MAX = 30;
export const ASSESSMENT_OPTIONS_MAX = 12;
export const ASSESSMENT_OUTCOMES_MAX = 8;
export const ASSESSMENT_CONDITIONS_MAX = 30;
export const ASSESSMENT_THRESHOLDS_MAX = 8;
/** Unpublished versions kept per assessment (published ones are kept for good: enquiries name them). */
export const ASSESSMENT_DRAFT_VERSIONS_KEPT = 50;
/** Assessments an installation holds. */
export const ASSESSMENTS_MAX = 100;
const POINTS_MAX = 1000;
const NUMBER_MAX = 1_000_000_000;

/** A question's, option's or outcome's key: what the rules name. */
export const assessmentKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, 'a key of lower-case letters, digits and -, starting with a letter');
export const assessmentSlugSchema = z
  .string()
  .trim()
  .min(3)
  .max(ASSESSMENT_SLUG_MAX)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug of lower-case letters or digits in words joined by single hyphens');

/** A text in both languages. A draft may leave either empty; publishing needs both (`assessmentProblems`). */
const localized = (max: number) => z.strictObject({ zh: z.string().trim().max(max), en: z.string().trim().max(max) });
export type Localized = { zh: string; en: string };
const points = z.number().int().min(-POINTS_MAX).max(POINTS_MAX);
const numberValue = z.number().min(-NUMBER_MAX).max(NUMBER_MAX);

export const assessmentOptionSchema = z.strictObject({
  id: assessmentKeySchema,
  label: localized(200),
  points: points.default(0),
});
export type AssessmentOption = z.infer<typeof assessmentOptionSchema>;

/** Points for a number answer in [from, to) (an open end when absent); a number outside every band scores 0. */
export const numberBandSchema = z.strictObject({ from: numberValue.optional(), to: numberValue.optional(), points });
export type NumberBand = z.infer<typeof numberBandSchema>;

export const questionKinds = ['single', 'multiple', 'number', 'yesno'] as const;
export type QuestionKind = (typeof questionKinds)[number];

const questionBase = { id: assessmentKeySchema, text: localized(300), help: localized(600).optional() };
export const assessmentQuestionSchema = z.discriminatedUnion('kind', [
  /** one of the options */
  z.strictObject({ ...questionBase, kind: z.literal('single'), options: z.array(assessmentOptionSchema).min(2).max(ASSESSMENT_OPTIONS_MAX) }),
  /** any of the options, none included; the points of those chosen add up */
  z.strictObject({ ...questionBase, kind: z.literal('multiple'), options: z.array(assessmentOptionSchema).min(2).max(ASSESSMENT_OPTIONS_MAX) }),
  /** a number in [min, max] (both required), in steps of `step` */
  z.strictObject({
    ...questionBase,
    kind: z.literal('number'),
    min: numberValue,
    max: numberValue,
    step: z.number().positive().max(NUMBER_MAX).default(1),
    unit: localized(40).optional(),
    bands: z.array(numberBandSchema).max(ASSESSMENT_OPTIONS_MAX).default([]),
  }),
  /** yes or no: the answer is 'yes' or 'no' */
  z.strictObject({ ...questionBase, kind: z.literal('yesno'), yesPoints: points.default(0), noPoints: points.default(0) }),
]);
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

export const outcomeTones = ['likely', 'possible', 'unlikely'] as const;
export type OutcomeTone = (typeof outcomeTones)[number];

export const assessmentOutcomeSchema = z.strictObject({
  id: assessmentKeySchema,
  /** how the result is shown: likely eligible (green), possibly (amber), not now (grey) */
  tone: z.enum(outcomeTones),
  title: localized(120),
  text: localized(2000),
  /** the service the result recommends: the enquiry form and booking open with it; null keeps the assessment's own */
  service: z.enum(consultationServices).nullable().default(null),
});
export type AssessmentOutcome = z.infer<typeof assessmentOutcomeSchema>;

/**
 * One test of one answer. single/yesno: `is` or `isNot` any of `values` (option ids, 'yes'/'no');
 * multiple: `includes` or `excludes` any of `values`; number: `atLeast` or `below` `value`.
 */
export const conditionOps = ['is', 'isNot', 'includes', 'excludes', 'atLeast', 'below'] as const;
export type ConditionOp = (typeof conditionOps)[number];
export const assessmentConditionSchema = z.discriminatedUnion('op', [
  z.strictObject({ question: assessmentKeySchema, op: z.enum(['is', 'isNot', 'includes', 'excludes']), values: z.array(assessmentKeySchema).min(1).max(ASSESSMENT_OPTIONS_MAX) }),
  z.strictObject({ question: assessmentKeySchema, op: z.enum(['atLeast', 'below']), value: numberValue }),
]);
export type AssessmentCondition = z.infer<typeof assessmentConditionSchema>;

/** A rule: when every test holds (and), the outcome. Rules are tried in order before the score. */
export const assessmentRuleSchema = z.strictObject({
  when: z.array(assessmentConditionSchema).min(1).max(10),
  outcome: assessmentKeySchema,
});
export type AssessmentRule = z.infer<typeof assessmentRuleSchema>;

/** The score's outcome: the first threshold (highest `min` first) the total reaches. */
export const assessmentThresholdSchema = z.strictObject({ min: z.number().int().min(-POINTS_MAX * ASSESSMENT_QUESTIONS_MAX * ASSESSMENT_OPTIONS_MAX).max(POINTS_MAX * ASSESSMENT_QUESTIONS_MAX * ASSESSMENT_OPTIONS_MAX), outcome: assessmentKeySchema });
export type AssessmentThreshold = z.infer<typeof assessmentThresholdSchema>;

/**
 * How the answers reach an outcome: the first rule whose tests all hold; else the first threshold the
 * total points reach; else `otherwise`. Every combination of answers must reach one (checked on save).
 */
export const assessmentRulesSchema = z.strictObject({
  rules: z.array(assessmentRuleSchema).max(ASSESSMENT_CONDITIONS_MAX).default([]),
  thresholds: z.array(assessmentThresholdSchema).max(ASSESSMENT_THRESHOLDS_MAX).default([]),
  otherwise: assessmentKeySchema.nullable().default(null),
});

/** What staff write: one assessment's content (the draft, and each kept version). */
export const assessmentContentSchema = z.strictObject({
  title: localized(120),
  intro: localized(2000),
  disclaimer: localized(2000),
  /** the service it belongs to: its pages link to it, and an outcome without its own recommends it */
  service: z.enum(consultationServices),
  questions: z.array(assessmentQuestionSchema).min(1).max(ASSESSMENT_QUESTIONS_MAX),
  outcomes: z.array(assessmentOutcomeSchema).min(1).max(ASSESSMENT_OUTCOMES_MAX),
  logic: assessmentRulesSchema,
  /** the date staff last checked it against the rules in force (YYYY-MM-DD), shown to visitors */
  reviewedOn: z.iso.date(),
});
export type AssessmentContent = z.infer<typeof assessmentContentSchema>;
export type AssessmentContentInput = z.input<typeof assessmentContentSchema>;

/** POST and PUT /api/assessments: the slug, whether the site's navigation lists it, and the content. */
export const assessmentInputSchema = z.strictObject({
  slug: assessmentSlugSchema,
  inNavigation: z.boolean().default(false),
  content: assessmentContentSchema,
});
export type AssessmentInput = z.input<typeof assessmentInputSchema>;

/** A visitor's answers: an option id (single), option ids (multiple), 'yes'/'no', or a number. */
export const assessmentAnswerSchema = z.union([assessmentKeySchema, z.array(assessmentKeySchema).max(ASSESSMENT_OPTIONS_MAX), numberValue]);
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;
export const assessmentAnswersSchema = z.record(assessmentKeySchema, assessmentAnswerSchema).refine((a) => Object.keys(a).length <= ASSESSMENT_QUESTIONS_MAX, 'too many answers');
export type AssessmentAnswers = z.infer<typeof assessmentAnswersSchema>;

/**
 * What an enquiry carries when the visitor chose to attach the result (createConsultationSchema's
 * `assessment`): the version taken, the answers and the outcome the browser showed. The server
 * evaluates the answers again and refuses an outcome it does not reach itself.
 */
export const assessmentAttachmentSchema = z.strictObject({
  slug: assessmentSlugSchema,
  versionId: z.number().int().positive().max(2_147_483_647),
  answers: assessmentAnswersSchema,
  outcome: assessmentKeySchema,
  /** the visitor ticked "attach my answers": without it nothing is attached */
  consent: z.literal(true),
});
export type AssessmentAttachment = z.infer<typeof assessmentAttachmentSchema>;

export const assessmentStatuses = ['draft', 'published'] as const;
export type AssessmentStatus = (typeof assessmentStatuses)[number];

/** A published assessment as visitors get it: the published version's content. */
export interface PublishedAssessment {
  slug: string;
  versionId: number;
  /** the version's number (1, 2, …) */
  version: number;
  publishedAt: string;
  content: AssessmentContent;
}

export interface PublicAssessmentSummary {
  slug: string;
  title: Localized;
  service: ConsultationService;
  inNavigation: boolean;
}
export interface PublicAssessmentList {
  assessments: PublicAssessmentSummary[];
}

export interface AssessmentSummary {
  id: number;
  slug: string;
  title: Localized;
  service: ConsultationService;
  status: AssessmentStatus;
  inNavigation: boolean;
  /** the draft differs from the published version */
  changed: boolean;
  publishedVersion: number | null;
  reviewedOn: string;
  updatedAt: string;
  updatedBy: string | null;
}
export interface AssessmentList {
  assessments: AssessmentSummary[];
}

export interface AssessmentDetail extends AssessmentSummary {
  content: AssessmentContent;
  publishedVersionId: number | null;
}

export interface AssessmentVersionSummary {
  id: number;
  version: number;
  /** it was published (published versions are kept for good) */
  published: boolean;
  /** the one visitors are shown now */
  current: boolean;
  createdAt: string;
  authorName: string | null;
}
export interface AssessmentVersionList {
  versions: AssessmentVersionSummary[];
}
export interface AssessmentVersion extends AssessmentVersionSummary {
  content: AssessmentContent;
}

/** One answered question as the enquiry keeps it, in the language the visitor took it in. */
export interface AnsweredQuestion {
  question: string;
  answer: string;
}

/** GET /api/consultations/:id/assessment: what the visitor attached. */
export interface EnquiryAssessment {
  slug: string;
  title: string;
  versionId: number;
  version: number;
  lang: Language;
  outcome: { id: string; tone: OutcomeTone; title: string };
  score: number;
  answers: AnsweredQuestion[];
  createdAt: string;
}

/** Why a rule set or an assessment cannot be saved (or published), each with what it names. */
export const assessmentProblemCodes = [
  'duplicateQuestion',
  'duplicateOption',
  'duplicateOutcome',
  'unknownQuestion',
  'unknownOption',
  'unknownOutcome',
  'conditionKind',
  'numberRange',
  'noOutcomeForScore',
  'noOutcomeAtAll',
  'thresholdOrder',
  'textMissing',
] as const;
export type AssessmentProblemCode = (typeof assessmentProblemCodes)[number];

export interface AssessmentProblem {
  code: AssessmentProblemCode;
  /** where: e.g. logic.rules.1.when.0.question, questions.2.options.1.id, title.en */
  path: string;
  /** what it names: a question, option or outcome key, a rule's number (1-based), a score */
  question?: string;
  option?: string;
  outcome?: string;
  rule?: number;
  score?: number;
}
