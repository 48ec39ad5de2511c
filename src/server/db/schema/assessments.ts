import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnsweredQuestion, AssessmentAnswers, AssessmentContent, OutcomeTone } from '../../../shared/schemas/assessments';

// Self-assessments (migration 0021, docs/decisions/0030-self-assessments.md). The references
// (assessment_versions.assessment_id → assessments ON DELETE CASCADE, author_id → users ON DELETE SET NULL,
// enquiry_assessments.consultation_id → consultations ON DELETE CASCADE, its assessment_id and version_id →
// assessments and assessment_versions) are declared in the migration only: schema files import no other.

/**
 * An assessment: its draft (`content`), and the version visitors are shown (`published_version_id`,
 * null while unpublished; no reference, the tables would refer to each other). Soft-deleted, so a slug
 * is unique among those not deleted.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    content: jsonb('content').$type<AssessmentContent>().notNull(),
    inNavigation: boolean('in_navigation').notNull().default(false),
    publishedVersionId: integer('published_version_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedByName: text('updated_by_name'),
  },
  (t) => [uniqueIndex('assessments_slug_idx').on(t.slug).where(sql`deleted_at IS NULL`)],
);

/** A kept version of an assessment's content, numbered 1, 2, … per assessment; published ones are kept for good. */
export const assessmentVersions = pgTable(
  'assessment_versions',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<AssessmentContent>().notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    authorId: integer('author_id'),
    authorName: text('author_name'),
  },
  (t) => [unique('assessment_versions_number_key').on(t.assessmentId, t.version)],
);

/** What an enquiry's visitor attached: the published version taken, the answers, and them in words as she saw them. */
export interface EnquiryAssessmentSummary {
  title: string;
  outcomeTitle: string;
  outcomeTone: OutcomeTone;
  answers: AnsweredQuestion[];
}

export const enquiryAssessments = pgTable(
  'enquiry_assessments',
  {
    consultationId: integer('consultation_id').primaryKey(),
    assessmentId: integer('assessment_id').notNull(),
    versionId: integer('version_id').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
    answers: jsonb('answers').$type<AssessmentAnswers>().notNull(),
    outcome: text('outcome').notNull(),
    score: integer('score').notNull(),
    summary: jsonb('summary').$type<EnquiryAssessmentSummary>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_assessments_version_idx').on(t.versionId)],
);
