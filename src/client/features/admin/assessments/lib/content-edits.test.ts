import { describe, expect, it } from 'vitest';
import { assessmentProblems } from '@shared/assessment-rules';
import { assessmentContentSchema, type AssessmentContent } from '@shared/schemas/assessments';
import {
  addOption,
  addOutcome,
  addQuestion,
  addRule,
  addThreshold,
  blankContent,
  changeQuestionKind,
  freeKey,
  moveItem,
  moveQuestion,
  removeOutcome,
  removeQuestion,
  renameOption,
  renameOutcome,
  renameQuestion,
  setRule,
} from './content-edits';
import { formIssues, newValues, suggestedSlug } from './editor-values';
import { sameValues } from './same-values';

/** Two single-choice questions (q1, q2), two outcomes and a rule on each question. */
function twoQuestions(): AssessmentContent {
  let c = addQuestion(addQuestion({ ...blankContent('2026-01-01'), questions: [] }, 'single'), 'single');
  c = addOutcome(c);
  c = { ...c, logic: { ...c.logic, rules: [{ when: [{ question: 'q1', op: 'is', values: ['opt1'] }], outcome: 'outcome1' }, { when: [{ question: 'q2', op: 'isNot', values: ['opt2'] }], outcome: 'outcome2' }] } };
  return c;
}

describe('blankContent', () => {
  it('when a new assessment is started, then its content passes the schema and reaches an outcome for every answer', () => {
    const content = blankContent('2026-05-01');

    expect(assessmentContentSchema.safeParse(content).success).toBe(true);
    expect(assessmentProblems(content).length).toBe(0);
    expect(assessmentProblems(content, { publish: true }).every((p) => p.code === 'textMissing')).toBe(true);
  });

  it('when the new values have no slug yet, then the schema asks for one and nothing else', () => {
    expect(formIssues(newValues(Date.UTC(2026, 4, 1)))).toEqual([{ path: 'slug', kind: 'required' }]);
    expect(formIssues({ ...newValues(), slug: 'ep-check' })).toEqual([]);
  });
});

describe('questions', () => {
  it('when questions are added, then each takes its key from its position, skipping keys in use', () => {
    let c = addQuestion(blankContent('2026-01-01'), 'number');
    expect(c.questions.map((q) => q.id)).toEqual(['q1', 'q2']);

    c = addQuestion({ ...c, questions: [c.questions[0]!, { ...c.questions[1]!, id: 'q3' }] }, 'multiple');

    expect(c.questions.map((q) => [q.id, q.kind])).toEqual([['q1', 'yesno'], ['q3', 'number'], ['q4', 'multiple']]);
    expect(c.questions[2]).toMatchObject({ options: [{ id: 'opt1' }, { id: 'opt2' }] });
  });

  it('when a question is moved or removed, then the others keep their keys and the rules still name them', () => {
    const c = twoQuestions();

    expect(moveQuestion(c, 1, -1).questions.map((q) => q.id)).toEqual(['q2', 'q1']);
    expect(moveQuestion(c, 0, -1).questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    const removed = removeQuestion(c, 1);
    expect(removed.questions.map((q) => q.id)).toEqual(['q1']);
    expect(assessmentProblems(removed)).toContainEqual(expect.objectContaining({ code: 'unknownQuestion', rule: 2, question: 'q2' }));
  });

  it('when a question is renamed, then the rules that test it follow', () => {
    const c = renameQuestion(twoQuestions(), 0, 'age');

    expect(c.questions[0]!.id).toBe('age');
    expect(c.logic.rules[0]!.when[0]!.question).toBe('age');
    expect(c.logic.rules[1]!.when[0]!.question).toBe('q2');
    expect(assessmentProblems(c)).toEqual([]);
  });

  it('when a question takes a key another question has, then the rules are left alone and the duplicate is a problem', () => {
    const c = renameQuestion(twoQuestions(), 0, 'q2');

    expect(c.logic.rules.map((r) => r.when[0]!.question)).toEqual(['q1', 'q2']);
    expect(assessmentProblems(c)).toContainEqual(expect.objectContaining({ code: 'duplicateQuestion', question: 'q2' }));
  });

  it('when an option is renamed, then the tests of its question naming it follow', () => {
    const c = renameOption(twoQuestions(), 0, 0, 'yes-married');

    expect(c.logic.rules[0]!.when[0]).toEqual({ question: 'q1', op: 'is', values: ['yes-married'] });
    expect(c.logic.rules[1]!.when[0]).toEqual({ question: 'q2', op: 'isNot', values: ['opt2'] });
  });

  it('when a single choice becomes a multiple choice, then its options stay; a number gets a range', () => {
    const c = twoQuestions();

    expect(changeQuestionKind(c, 0, 'multiple').questions[0]).toMatchObject({ kind: 'multiple', options: c.questions[0]!.kind === 'single' ? c.questions[0]!.options : [] });
    expect(changeQuestionKind(c, 0, 'number').questions[0]).toMatchObject({ id: 'q1', kind: 'number', min: 0, max: 10, step: 1, bands: [] });
    expect(assessmentProblems(changeQuestionKind(c, 0, 'number'))).toContainEqual(expect.objectContaining({ code: 'conditionKind', rule: 1 }));
  });

  it('when an option is added, then its key is the next free one', () => {
    expect(addOption(twoQuestions(), 0).questions[0]).toMatchObject({ options: [{ id: 'opt1' }, { id: 'opt2' }, { id: 'opt3' }] });
  });
});

describe('outcomes and logic', () => {
  it('when an outcome is renamed, then rules, thresholds and "all other answers" follow', () => {
    let c = addThreshold(twoQuestions());
    c = { ...c, logic: { ...c.logic, otherwise: 'outcome1' } };

    const renamed = renameOutcome(c, 0, 'likely');

    expect(renamed.logic.rules.map((r) => r.outcome)).toEqual(['likely', 'outcome2']);
    expect(renamed.logic.thresholds[0]!.outcome).toBe('likely');
    expect(renamed.logic.otherwise).toBe('likely');
  });

  it('when an outcome a rule names is removed, then the problem names the rule and the outcome', () => {
    const c = removeOutcome(twoQuestions(), 1);

    expect(assessmentProblems(c)).toContainEqual(expect.objectContaining({ code: 'unknownOutcome', rule: 2, outcome: 'outcome2' }));
  });

  it('when a rule is added, then it tests the first question with its first option, towards the first outcome', () => {
    const c = addRule(twoQuestions());

    expect(c.logic.rules[2]).toEqual({ when: [{ question: 'q1', op: 'is', values: ['opt1'] }], outcome: 'outcome1' });
    expect(setRule(c, 2, { ...c.logic.rules[2]!, outcome: 'x' }).logic.rules[2]!.outcome).toBe('x');
  });

  it('when thresholds are added, then each starts above the last', () => {
    const c = addThreshold(addThreshold(twoQuestions()));

    expect(c.logic.thresholds.map((t) => t.min)).toEqual([0, 1]);
  });
});

describe('helpers', () => {
  it('freeKey, moveItem and sameValues', () => {
    expect(freeKey('q', ['q1', 'q2'], 1)).toBe('q3');
    expect(freeKey('q', ['q1'], 3)).toBe('q3');
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(sameValues({ a: 1, b: [1, { c: undefined }] }, { b: [1, {}], a: 1 })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
  });

  it('when the English title is written, then the slug suggested is its words, cut to fit', () => {
    expect(suggestedSlug('EntrePass: Am I eligible?')).toBe('entrepass-am-i-eligible');
    expect(suggestedSlug('新加坡')).toBe('');
    expect(suggestedSlug('word '.repeat(30)).length).toBeLessThanOrEqual(60);
  });
});
