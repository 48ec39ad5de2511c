import { describe, expect, it } from 'vitest';
import { answeredQuestions, assessmentProblems, evaluateAssessment, problemMessage } from './assessment-rules';
import { assessmentContentSchema, type AssessmentContent, type AssessmentContentInput } from './schemas/assessments';

const t = (zh: string, en = zh) => ({ zh, en });

/** Three questions: a choice, a number with bands, a yes/no; a rule before the score, two thresholds. */
function sample(overrides: Partial<AssessmentContentInput> = {}): AssessmentContent {
  return assessmentContentSchema.parse({
    title: t('自测', 'Self-check'),
    intro: t('简介', 'Intro'),
    disclaimer: t('仅供参考', 'Indicative only'),
    service: 'immigration',
    reviewedOn: '2026-11-01',
    questions: [
      { id: 'stage', kind: 'single', text: t('阶段', 'Stage'), options: [{ id: 'new', label: t('新', 'New'), points: 2 }, { id: 'none', label: t('无', 'None'), points: 0 }] },
      { id: 'years', kind: 'number', text: t('年限', 'Years'), min: 0, max: 40, unit: t('年', 'years'), bands: [{ from: 5, points: 3 }, { from: 2, to: 5, points: 1 }] },
      { id: 'banned', kind: 'yesno', text: t('曾被拒？', 'Refused before?'), yesPoints: 0, noPoints: 1 },
    ],
    outcomes: [
      { id: 'likely', tone: 'likely', title: t('很可能符合', 'Likely'), text: t('…', '…') },
      { id: 'maybe', tone: 'possible', title: t('可能符合', 'Possibly'), text: t('…', '…'), service: 'business' },
      { id: 'no', tone: 'unlikely', title: t('暂不符合', 'Not now'), text: t('…', '…') },
    ],
    logic: {
      rules: [{ when: [{ question: 'banned', op: 'is', values: ['yes'] }], outcome: 'no' }],
      thresholds: [{ min: 4, outcome: 'likely' }, { min: 2, outcome: 'maybe' }],
      otherwise: 'no',
    },
    ...overrides,
  });
}

describe('evaluateAssessment', () => {
  it('adds the points of each answer and compares the total with the thresholds, highest first', () => {
    const content = sample();
    expect(evaluateAssessment(content, { stage: 'new', years: 6, banned: 'no' })).toMatchObject({ ok: true, outcome: { id: 'likely' }, score: 6, via: 'threshold' });
    expect(evaluateAssessment(content, { stage: 'none', years: 3, banned: 'no' })).toMatchObject({ ok: true, outcome: { id: 'maybe' }, score: 2 });
    // the band's upper end belongs to the next band: 5 years is the 5+ band
    expect(evaluateAssessment(content, { stage: 'none', years: 5, banned: 'no' })).toMatchObject({ outcome: { id: 'likely' }, score: 4 });
    expect(evaluateAssessment(content, { stage: 'none', years: 0, banned: 'no' })).toMatchObject({ outcome: { id: 'no' }, score: 1, via: 'otherwise' });
  });

  it('tries the rules in order before the score', () => {
    expect(evaluateAssessment(sample(), { stage: 'new', years: 30, banned: 'yes' })).toMatchObject({ ok: true, outcome: { id: 'no' }, via: 'rule', rule: 1 });
  });

  it('needs every question answered with a value it accepts', () => {
    const content = sample();
    expect(evaluateAssessment(content, { stage: 'new', years: 6 })).toEqual({ ok: false, reason: 'unanswered', question: 'banned' });
    expect(evaluateAssessment(content, { stage: 'later', years: 6, banned: 'no' })).toEqual({ ok: false, reason: 'invalidAnswer', question: 'stage' });
    expect(evaluateAssessment(content, { stage: 'new', years: 41, banned: 'no' })).toEqual({ ok: false, reason: 'invalidAnswer', question: 'years' });
    expect(evaluateAssessment(content, { stage: 'new', years: 2.5, banned: 'no' })).toEqual({ ok: false, reason: 'invalidAnswer', question: 'years' });
  });

  it('sums the chosen options of a multiple choice, none included, and tests them with includes / excludes', () => {
    const content = sample({
      questions: [
        { id: 'criteria', kind: 'multiple', text: t('条件'), options: [{ id: 'vc', label: t('VC'), points: 3 }, { id: 'ip', label: t('IP'), points: 2 }, { id: 'lab', label: t('Lab'), points: 1 }] },
      ],
      logic: { rules: [{ when: [{ question: 'criteria', op: 'excludes', values: ['vc', 'ip', 'lab'] }], outcome: 'no' }], thresholds: [{ min: 4, outcome: 'likely' }, { min: 1, outcome: 'maybe' }], otherwise: null },
    });
    expect(evaluateAssessment(content, { criteria: [] })).toMatchObject({ outcome: { id: 'no' }, via: 'rule' });
    expect(evaluateAssessment(content, { criteria: ['lab'] })).toMatchObject({ outcome: { id: 'maybe' }, score: 1 });
    expect(evaluateAssessment(content, { criteria: ['vc', 'lab'] })).toMatchObject({ outcome: { id: 'likely' }, score: 4 });
    expect(evaluateAssessment(content, { criteria: ['vc', 'vc'] })).toMatchObject({ ok: false, reason: 'invalidAnswer' });
    // every subset reaches an outcome: the empty one by the rule, the others by the thresholds
    expect(assessmentProblems(content)).toEqual([]);
  });
});

describe('assessmentProblems', () => {
  it('finds nothing wrong with a sound assessment, for saving or publishing', () => {
    expect(assessmentProblems(sample(), { publish: true })).toEqual([]);
  });

  it('refuses a rule that names a question, option or outcome that does not exist, or a test that does not fit', () => {
    const content = sample({
      logic: {
        rules: [
          { when: [{ question: 'income', op: 'atLeast', value: 5000 }], outcome: 'no' },
          { when: [{ question: 'stage', op: 'is', values: ['later'] }], outcome: 'gone' },
          { when: [{ question: 'years', op: 'is', values: ['new'] }], outcome: 'no' },
        ],
        thresholds: [],
        otherwise: 'no',
      },
    });
    const problems = assessmentProblems(content);
    expect(problems).toEqual([
      { code: 'unknownQuestion', path: 'logic.rules.0.when.0.question', rule: 1, question: 'income' },
      { code: 'unknownOutcome', path: 'logic.rules.1.outcome', rule: 2, outcome: 'gone' },
      { code: 'unknownOption', path: 'logic.rules.1.when.0.values', rule: 2, question: 'stage', option: 'later' },
      { code: 'conditionKind', path: 'logic.rules.2.when.0.op', rule: 3, question: 'years' },
    ]);
    expect(problemMessage(problems[0]!)).toBe('rule 1: refers to question "income", which does not exist');
  });

  it('refuses answers that reach no outcome, naming the combination', () => {
    const content = sample({ logic: { rules: [], thresholds: [{ min: 2, outcome: 'maybe' }], otherwise: null } });
    const [problem] = assessmentProblems(content);
    expect(problem).toMatchObject({ code: 'noOutcomeForScore', score: 0, question: 'stage=none, years=0, banned=yes' });
    expect(problemMessage(problem!)).toContain('reach no outcome');
  });

  it('accepts rules that cover every answer without a score, and refuses a set with nothing at all', () => {
    const yesNo = { id: 'citizen', kind: 'yesno' as const, text: t('公民？') };
    const covered = sample({ questions: [yesNo], logic: { rules: [{ when: [{ question: 'citizen', op: 'is', values: ['yes'] }], outcome: 'likely' }, { when: [{ question: 'citizen', op: 'isNot', values: ['yes'] }], outcome: 'no' }], thresholds: [], otherwise: null } });
    expect(assessmentProblems(covered)).toEqual([]);
    const gap = sample({ questions: [yesNo], logic: { rules: [{ when: [{ question: 'citizen', op: 'is', values: ['yes'] }], outcome: 'likely' }], thresholds: [], otherwise: null } });
    expect(assessmentProblems(gap)).toMatchObject([{ code: 'noOutcomeForScore', question: 'citizen=no' }]);
    const nothing = sample({ logic: { rules: [], thresholds: [], otherwise: null } });
    expect(assessmentProblems(nothing)).toMatchObject([{ code: 'noOutcomeAtAll' }]);
  });

  it('finds the number just below a threshold of a number test', () => {
    const content = sample({
      questions: [{ id: 'age', kind: 'number', text: t('年龄'), min: 18, max: 80 }],
      logic: { rules: [{ when: [{ question: 'age', op: 'below', value: 50 }], outcome: 'likely' }], thresholds: [], otherwise: null },
    });
    expect(assessmentProblems(content)).toMatchObject([{ code: 'noOutcomeForScore', question: 'age=50' }]);
  });

  it('refuses keys used twice and an upside-down range', () => {
    const content = sample({
      questions: [
        { id: 'stage', kind: 'single', text: t('阶段'), options: [{ id: 'a', label: t('A') }, { id: 'a', label: t('A2') }] },
        { id: 'stage', kind: 'number', text: t('年限'), min: 10, max: 1 },
      ],
      logic: { rules: [], thresholds: [], otherwise: 'no' },
    });
    expect(assessmentProblems(content).map((p) => p.code)).toEqual(['duplicateQuestion', 'duplicateOption', 'numberRange']);
  });

  it('asks for every text in both languages before publishing, not before saving', () => {
    const content = sample({ title: { zh: '自测', en: '' } });
    expect(assessmentProblems(content)).toEqual([]);
    expect(assessmentProblems(content, { publish: true })).toEqual([{ code: 'textMissing', path: 'title.en' }]);
  });
});

describe('answeredQuestions', () => {
  it('puts the answers in words, in the language the visitor took it in', () => {
    const answers = { stage: 'new', years: 6, banned: 'no' };
    expect(answeredQuestions(sample(), answers, 'en')).toEqual([
      { question: 'Stage', answer: 'New' },
      { question: 'Years', answer: '6 years' },
      { question: 'Refused before?', answer: 'No' },
    ]);
    expect(answeredQuestions(sample(), answers, 'zh')[2]).toEqual({ question: '曾被拒？', answer: '否' });
  });
});
