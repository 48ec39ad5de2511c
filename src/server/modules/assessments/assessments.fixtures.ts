import request from 'supertest';
import { expect } from 'vitest';
import { evaluateAssessment } from '../../../shared/assessment-rules';
import type { AssessmentAnswers, AssessmentDetail, AssessmentInput, PublishedAssessment } from '../../../shared/schemas/assessments';
import { uniqueName, type Agent } from '../../test/test-app';
import type { Express } from 'express';

const t = (zh: string, en: string) => ({ zh, en });

/**
 * A small sound assessment (a choice, a number, a yes/no; a rule before the score), ready to publish,
 * under a slug of its own.
 */
export const assessmentInput = (over: Partial<AssessmentInput> = {}): AssessmentInput => ({
  slug: uniqueName('check').replace(/_/g, '-'),
  inNavigation: false,
  content: {
    title: t('工作准证自测', 'Work pass check'),
    intro: t('回答三个问题。', 'Answer three questions.'),
    disclaimer: t('仅供参考。', 'Indicative only.'),
    service: 'immigration',
    reviewedOn: '2026-11-01',
    questions: [
      { id: 'degree', kind: 'single', text: t('学历？', 'Degree?'), options: [{ id: 'yes', label: t('有', 'Yes'), points: 2 }, { id: 'no', label: t('没有', 'No'), points: 0 }] },
      { id: 'years', kind: 'number', text: t('工作年限？', 'Years of work?'), min: 0, max: 40, unit: t('年', 'years'), bands: [{ from: 3, points: 2 }] },
      { id: 'refused', kind: 'yesno', text: t('曾被拒签？', 'Refused before?'), yesPoints: 0, noPoints: 0 },
    ],
    outcomes: [
      { id: 'likely', tone: 'likely', title: t('很可能符合', 'Likely'), text: t('可以申请。', 'You can apply.') },
      { id: 'maybe', tone: 'possible', title: t('可能符合', 'Possibly'), text: t('请咨询。', 'Talk to us.') },
      { id: 'no', tone: 'unlikely', title: t('暂不符合', 'Not now'), text: t('暂不建议。', 'Not yet.') },
    ],
    logic: {
      rules: [{ when: [{ question: 'refused', op: 'is', values: ['yes'] }], outcome: 'no' }],
      thresholds: [{ min: 4, outcome: 'likely' }, { min: 2, outcome: 'maybe' }],
      otherwise: 'no',
    },
  },
  ...over,
});

/** Expects `status` and answers the body. */
export function ok<T>(res: { status: number; body: unknown }, status = 200): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as T;
}

/** Creates an assessment (201), published unless `publish` is false. */
export async function createAssessment(agent: Agent, over: Partial<AssessmentInput> = {}, { publish = true } = {}): Promise<AssessmentDetail> {
  const created = ok<AssessmentDetail>(await agent.post('/api/assessments').send(assessmentInput(over)), 201);
  return publish ? ok<AssessmentDetail>(await agent.post(`/api/assessments/${created.id}/publish`)) : created;
}

/** The published version a visitor takes (GET /api/public/assessments/:slug, expects 200). */
export async function publishedOf(app: Express, slug: string): Promise<PublishedAssessment> {
  return ok<PublishedAssessment>(await request(app).get(`/api/public/assessments/${slug}`).set('Host', 'localhost'));
}

/** What the enquiry form attaches for these answers: the outcome the browser computes, with consent. */
export function attachment(published: PublishedAssessment, answers: AssessmentAnswers) {
  const result = evaluateAssessment(published.content, answers);
  if (!result.ok) throw new Error(`these answers reach no outcome: ${JSON.stringify(result)}`);
  return { slug: published.slug, versionId: published.versionId, answers, outcome: result.outcome.id, consent: true as const };
}

/** Answers every question of an assessment accepts: the first option, none of a multiple choice, the lowest number, yes. */
export function firstAnswers(published: PublishedAssessment): AssessmentAnswers {
  return Object.fromEntries(
    published.content.questions.map((q) => [q.id, q.kind === 'single' ? q.options[0]!.id : q.kind === 'multiple' ? [] : q.kind === 'number' ? q.min : 'yes']),
  );
}
