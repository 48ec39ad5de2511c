import { describe, expect, it } from 'vitest';
import { answersWithoutOutcome, assessmentProblems, evaluateAssessment } from '../../../shared/assessment-rules';
import type { AssessmentAnswer, AssessmentAnswers, AssessmentQuestion } from '../../../shared/schemas/assessments';
import { seededAssessments } from './assessments.seeds';

/** Every answer a question accepts, a number question's at each step of its range. */
function everyAnswer(q: AssessmentQuestion): AssessmentAnswer[] {
  switch (q.kind) {
    case 'single':
      return q.options.map((o) => o.id);
    case 'yesno':
      return ['yes', 'no'];
    case 'multiple':
      return Array.from({ length: 2 ** q.options.length }, (_, mask) => q.options.filter((_, i) => mask & (1 << i)).map((o) => o.id));
    case 'number':
      return Array.from({ length: Math.floor((q.max - q.min) / q.step) + 1 }, (_, i) => q.min + i * q.step);
  }
}

describe.each(seededAssessments.map((a) => [a.slug, a] as const))('the seeded %s', (_slug, seeded) => {
  it('is sound to publish: no problem in either language', () => {
    expect(assessmentProblems(seeded.content, { publish: true })).toEqual([]);
    expect(answersWithoutOutcome(seeded.content)).toBeNull();
  });

  it('reaches an outcome for every combination of answers, and each outcome for some', () => {
    const reached = new Map<string, number>();
    let combinations = 0;
    const walk = (i: number, answers: AssessmentAnswers) => {
      const q = seeded.content.questions[i];
      if (!q) {
        combinations++;
        const result = evaluateAssessment(seeded.content, answers);
        if (!result.ok) throw new Error(`no outcome for ${JSON.stringify(answers)}: ${result.reason}`);
        reached.set(result.outcome.id, (reached.get(result.outcome.id) ?? 0) + 1);
        return;
      }
      for (const answer of everyAnswer(q)) walk(i + 1, { ...answers, [q.id]: answer });
    };
    walk(0, {});

    expect(combinations).toBeGreaterThan(100);
    expect([...reached.keys()].sort()).toEqual(seeded.content.outcomes.map((o) => o.id).sort());
  });
});
