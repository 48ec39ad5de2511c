import type { Language } from './languages';
import type {
  AnsweredQuestion,
  AssessmentAnswer,
  AssessmentAnswers,
  AssessmentCondition,
  AssessmentContent,
  AssessmentOutcome,
  AssessmentProblem,
  AssessmentQuestion,
  Localized,
  NumberBand,
} from './schemas/assessments';

/**
 * The rules of a self-assessment (docs/decisions/0030-self-assessments.md), one pure module for the
 * browser (the result a visitor sees, the editor's checks) and the server (the check on save, the
 * evaluation again before an enquiry keeps an outcome). The order: the first rule whose tests all
 * hold; else the first threshold (highest first) the total points reach; else `otherwise`.
 */

export type Evaluation =
  | { ok: true; outcome: AssessmentOutcome; score: number; via: 'rule' | 'threshold' | 'otherwise'; rule?: number }
  | { ok: false; reason: 'unanswered' | 'invalidAnswer'; question: string }
  | { ok: false; reason: 'noOutcome'; question?: undefined };

const EPSILON = 1e-9;

/** Whether `answer` is one `question` accepts. */
export function answerFits(question: AssessmentQuestion, answer: AssessmentAnswer | undefined): boolean {
  if (answer === undefined) return false;
  switch (question.kind) {
    case 'single':
      return typeof answer === 'string' && question.options.some((o) => o.id === answer);
    case 'yesno':
      return answer === 'yes' || answer === 'no';
    case 'multiple':
      return Array.isArray(answer) && new Set(answer).size === answer.length && answer.every((id) => question.options.some((o) => o.id === id));
    case 'number': {
      if (typeof answer !== 'number' || !Number.isFinite(answer) || answer < question.min || answer > question.max) return false;
      const steps = (answer - question.min) / question.step;
      return Math.abs(steps - Math.round(steps)) < 1e-6;
    }
  }
}

const inBand = (band: NumberBand, value: number) => (band.from === undefined || value >= band.from) && (band.to === undefined || value < band.to);

/** The points one (valid) answer scores. */
export function pointsOf(question: AssessmentQuestion, answer: AssessmentAnswer): number {
  switch (question.kind) {
    case 'single':
      return question.options.find((o) => o.id === answer)?.points ?? 0;
    case 'yesno':
      return answer === 'yes' ? question.yesPoints : question.noPoints;
    case 'multiple':
      return question.options.filter((o) => (answer as string[]).includes(o.id)).reduce((sum, o) => sum + o.points, 0);
    case 'number':
      return question.bands.find((b) => inBand(b, answer as number))?.points ?? 0;
  }
}

function holds(condition: AssessmentCondition, answer: AssessmentAnswer): boolean {
  switch (condition.op) {
    case 'is':
      return condition.values.includes(answer as string);
    case 'isNot':
      return !condition.values.includes(answer as string);
    case 'includes':
      return Array.isArray(answer) && condition.values.some((v) => answer.includes(v));
    case 'excludes':
      return Array.isArray(answer) && !condition.values.some((v) => answer.includes(v));
    case 'atLeast':
      return typeof answer === 'number' && answer >= condition.value - EPSILON;
    case 'below':
      return typeof answer === 'number' && answer < condition.value - EPSILON;
  }
}

/** The outcome of complete, valid answers, with nothing checked (the content is known to be sound). */
function outcomeOf(content: AssessmentContent, answers: AssessmentAnswers): Evaluation {
  const byId = new Map(content.outcomes.map((o) => [o.id, o]));
  const questions = new Map(content.questions.map((q) => [q.id, q]));
  const score = content.questions.reduce((sum, q) => sum + pointsOf(q, answers[q.id] as AssessmentAnswer), 0);
  const found = (id: string | null | undefined, via: 'rule' | 'threshold' | 'otherwise', rule?: number): Evaluation => {
    const outcome = id ? byId.get(id) : undefined;
    return outcome ? { ok: true, outcome, score, via, ...(rule ? { rule } : {}) } : { ok: false, reason: 'noOutcome' };
  };
  const { rules, thresholds, otherwise } = content.logic;
  for (const [i, rule] of rules.entries()) {
    if (rule.when.every((c) => questions.has(c.question) && holds(c, answers[c.question] as AssessmentAnswer))) return found(rule.outcome, 'rule', i + 1);
  }
  const reached = [...thresholds].sort((a, b) => b.min - a.min).find((t) => score >= t.min);
  if (reached) return found(reached.outcome, 'threshold');
  return otherwise ? found(otherwise, 'otherwise') : { ok: false, reason: 'noOutcome' };
}

/**
 * The outcome of a visitor's answers: every question answered with a value it accepts (answers to
 * questions it does not have are ignored), else which question is missing or wrong.
 */
export function evaluateAssessment(content: AssessmentContent, answers: AssessmentAnswers): Evaluation {
  for (const q of content.questions) {
    const answer = answers[q.id];
    if (answer === undefined) return { ok: false, reason: 'unanswered', question: q.id };
    if (!answerFits(q, answer)) return { ok: false, reason: 'invalidAnswer', question: q.id };
  }
  return outcomeOf(content, answers);
}

/** The answers that tell every rule and band of a question apart: each option, each subset, each boundary. */
function representativeAnswers(content: AssessmentContent, q: AssessmentQuestion): AssessmentAnswer[] | null {
  switch (q.kind) {
    case 'single':
      return q.options.map((o) => o.id);
    case 'yesno':
      return ['yes', 'no'];
    case 'multiple': {
      if (q.options.length > 10) return null;
      const ids = q.options.map((o) => o.id);
      return Array.from({ length: 2 ** ids.length }, (_, mask) => ids.filter((_, i) => mask & (1 << i)));
    }
    case 'number': {
      const marks = new Set<number>([q.min, q.max]);
      const mark = (b: number | undefined) => {
        if (b === undefined) return;
        // the first step at or above the boundary, and the one before it
        const at = q.min + Math.ceil((b - q.min) / q.step - 1e-9) * q.step;
        for (const v of [at, at - q.step]) if (v >= q.min && v <= q.max) marks.add(Number(v.toFixed(9)));
      };
      for (const band of q.bands) {
        mark(band.from);
        mark(band.to);
      }
      for (const rule of content.logic.rules) for (const c of rule.when) if (c.question === q.id && 'value' in c) mark(c.value);
      return [...marks].sort((a, b) => a - b);
    }
  }
}

const COMBINATIONS_MAX = 200_000;

/** The lowest total any answers can score (each question's lowest, independently). */
export function lowestScore(content: AssessmentContent): number {
  return content.questions.reduce((sum, q) => {
    switch (q.kind) {
      case 'single':
        return sum + Math.min(...q.options.map((o) => o.points));
      case 'yesno':
        return sum + Math.min(q.yesPoints, q.noPoints);
      case 'multiple':
        return sum + q.options.reduce((s, o) => s + Math.min(0, o.points), 0);
      case 'number':
        return sum + Math.min(...(representativeAnswers(content, q) as number[]).map((v) => pointsOf(q, v)));
    }
  }, 0);
}

/**
 * Answers that reach no outcome, if any: every combination of representative answers is tried when
 * there are at most COMBINATIONS_MAX of them; else the score alone decides (the lowest total must reach
 * a threshold, or `otherwise` is set), which may refuse a rule set whose rules happen to cover the gap.
 */
export function answersWithoutOutcome(content: AssessmentContent): { answers: AssessmentAnswers | null; score: number } | null {
  if (content.logic.otherwise) return null;
  const choices = content.questions.map((q) => representativeAnswers(content, q));
  const count = choices.reduce((n, c) => n * (c ? c.length : Infinity), 1);
  if (count > COMBINATIONS_MAX || choices.some((c) => c === null)) {
    const lowest = lowestScore(content);
    return content.logic.thresholds.some((t) => lowest >= t.min) ? null : { answers: null, score: lowest };
  }
  const lists = choices as AssessmentAnswer[][];
  const answers: AssessmentAnswers = {};
  const walk = (i: number): AssessmentAnswers | null => {
    if (i === lists.length) return outcomeOf(content, answers).ok ? null : { ...answers };
    for (const a of lists[i]!) {
      answers[content.questions[i]!.id] = a;
      const gap = walk(i + 1);
      if (gap) return gap;
    }
    return null;
  };
  const gap = walk(0);
  return gap ? { answers: gap, score: content.questions.reduce((s, q) => s + pointsOf(q, gap[q.id] as AssessmentAnswer), 0) } : null;
}

const opsFor: Record<AssessmentQuestion['kind'], readonly AssessmentCondition['op'][]> = {
  single: ['is', 'isNot'],
  yesno: ['is', 'isNot'],
  multiple: ['includes', 'excludes'],
  number: ['atLeast', 'below'],
};
const optionIds = (q: AssessmentQuestion): string[] => (q.kind === 'yesno' ? ['yes', 'no'] : q.kind === 'number' ? [] : q.options.map((o) => o.id));

function duplicates<T>(items: T[], key: (item: T) => string): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, i) => (seen.has(key(item)) ? [i] : (seen.add(key(item)), [])));
}

/**
 * What stops an assessment being saved: keys used twice, rules naming a question, option or outcome
 * that does not exist or a test that does not fit the question, a number range upside down, and
 * answers that reach no outcome. With `publish`, also every text missing in either language.
 */
export function assessmentProblems(content: AssessmentContent, { publish = false }: { publish?: boolean } = {}): AssessmentProblem[] {
  const problems: AssessmentProblem[] = [];
  const questions = new Map(content.questions.map((q) => [q.id, q]));
  const outcomes = new Set(content.outcomes.map((o) => o.id));
  for (const i of duplicates(content.questions, (q) => q.id)) problems.push({ code: 'duplicateQuestion', path: `questions.${i}.id`, question: content.questions[i]!.id });
  for (const i of duplicates(content.outcomes, (o) => o.id)) problems.push({ code: 'duplicateOutcome', path: `outcomes.${i}.id`, outcome: content.outcomes[i]!.id });
  content.questions.forEach((q, qi) => {
    if (q.kind === 'single' || q.kind === 'multiple')
      for (const i of duplicates(q.options, (o) => o.id)) problems.push({ code: 'duplicateOption', path: `questions.${qi}.options.${i}.id`, question: q.id, option: q.options[i]!.id });
    if (q.kind === 'number') {
      if (q.min > q.max) problems.push({ code: 'numberRange', path: `questions.${qi}.max`, question: q.id });
      q.bands.forEach((b, bi) => {
        if (b.from !== undefined && b.to !== undefined && b.from >= b.to) problems.push({ code: 'numberRange', path: `questions.${qi}.bands.${bi}.to`, question: q.id });
      });
    }
  });
  content.logic.rules.forEach((rule, ri) => {
    const at = `logic.rules.${ri}`;
    if (!outcomes.has(rule.outcome)) problems.push({ code: 'unknownOutcome', path: `${at}.outcome`, rule: ri + 1, outcome: rule.outcome });
    rule.when.forEach((c, ci) => {
      const q = questions.get(c.question);
      if (!q) return problems.push({ code: 'unknownQuestion', path: `${at}.when.${ci}.question`, rule: ri + 1, question: c.question });
      if (!opsFor[q.kind].includes(c.op)) return problems.push({ code: 'conditionKind', path: `${at}.when.${ci}.op`, rule: ri + 1, question: q.id });
      if ('values' in c) {
        const known = optionIds(q);
        for (const v of c.values) if (!known.includes(v)) problems.push({ code: 'unknownOption', path: `${at}.when.${ci}.values`, rule: ri + 1, question: q.id, option: v });
      }
    });
  });
  content.logic.thresholds.forEach((t, ti) => {
    if (!outcomes.has(t.outcome)) problems.push({ code: 'unknownOutcome', path: `logic.thresholds.${ti}.outcome`, outcome: t.outcome });
  });
  for (const i of duplicates(content.logic.thresholds, (t) => String(t.min))) problems.push({ code: 'thresholdOrder', path: `logic.thresholds.${i}.min`, score: content.logic.thresholds[i]!.min });
  if (content.logic.otherwise && !outcomes.has(content.logic.otherwise)) problems.push({ code: 'unknownOutcome', path: 'logic.otherwise', outcome: content.logic.otherwise });
  // coverage only means something once every name resolves
  if (problems.length === 0) {
    if (content.logic.rules.length === 0 && content.logic.thresholds.length === 0 && !content.logic.otherwise) problems.push({ code: 'noOutcomeAtAll', path: 'logic.otherwise' });
    else {
      const gap = answersWithoutOutcome(content);
      if (gap) problems.push({ code: 'noOutcomeForScore', path: 'logic.otherwise', score: gap.score, ...(gap.answers ? { question: describeAnswers(content, gap.answers) } : {}) });
    }
  }
  if (publish) problems.push(...missingTexts(content));
  return problems;
}

/** `id=answer, …` of a combination, for the message that names the answers without an outcome. */
function describeAnswers(content: AssessmentContent, answers: AssessmentAnswers): string {
  return content.questions.map((q) => `${q.id}=${Array.isArray(answers[q.id]) ? `[${(answers[q.id] as string[]).join(' ')}]` : String(answers[q.id])}`).join(', ');
}

function missingTexts(content: AssessmentContent): AssessmentProblem[] {
  const out: AssessmentProblem[] = [];
  const need = (text: Localized | undefined, path: string, names: Partial<AssessmentProblem> = {}) => {
    if (!text) return;
    for (const lang of ['zh', 'en'] as const) if (!text[lang]) out.push({ code: 'textMissing', path: `${path}.${lang}`, ...names });
  };
  need(content.title, 'title');
  need(content.intro, 'intro');
  need(content.disclaimer, 'disclaimer');
  content.questions.forEach((q, qi) => {
    need(q.text, `questions.${qi}.text`, { question: q.id });
    if (q.kind === 'single' || q.kind === 'multiple') q.options.forEach((o, oi) => need(o.label, `questions.${qi}.options.${oi}.label`, { question: q.id, option: o.id }));
  });
  content.outcomes.forEach((o, oi) => {
    need(o.title, `outcomes.${oi}.title`, { outcome: o.id });
    need(o.text, `outcomes.${oi}.text`, { outcome: o.id });
  });
  return out;
}

/** A problem in English: the API's `message` (the screens say it in the staff member's language). */
export function problemMessage(p: AssessmentProblem): string {
  const rule = p.rule ? `rule ${p.rule}: ` : '';
  switch (p.code) {
    case 'duplicateQuestion':
      return `two questions have the key "${p.question}"`;
    case 'duplicateOption':
      return `question "${p.question}" has two options with the key "${p.option}"`;
    case 'duplicateOutcome':
      return `two outcomes have the key "${p.outcome}"`;
    case 'unknownQuestion':
      return `${rule}refers to question "${p.question}", which does not exist`;
    case 'unknownOption':
      return `${rule}question "${p.question}" has no option "${p.option}"`;
    case 'unknownOutcome':
      return `${rule}refers to outcome "${p.outcome}", which does not exist`;
    case 'conditionKind':
      return `${rule}this test does not fit question "${p.question}"`;
    case 'numberRange':
      return `question "${p.question}": the range ends before it starts`;
    case 'noOutcomeForScore':
      return `answers scoring ${p.score} points${p.question ? ` (${p.question})` : ''} reach no outcome: add a lower threshold or an outcome for all other answers`;
    case 'noOutcomeAtAll':
      return 'no rule, threshold or outcome for all other answers: no answer reaches an outcome';
    case 'thresholdOrder':
      return `two thresholds start at ${p.score} points`;
    case 'textMissing':
      return `${p.path} is missing`;
  }
}

const labelOf = (text: Localized, lang: Language) => text[lang] || text.zh || text.en;

/** One answer in words, in `lang`. */
export function answerText(question: AssessmentQuestion, answer: AssessmentAnswer, lang: Language): string {
  switch (question.kind) {
    case 'single':
      return labelOf(question.options.find((o) => o.id === answer)?.label ?? { zh: String(answer), en: String(answer) }, lang);
    case 'multiple': {
      const chosen = question.options.filter((o) => (answer as string[]).includes(o.id)).map((o) => labelOf(o.label, lang));
      return chosen.length ? chosen.join(lang === 'zh' ? '、' : ', ') : lang === 'zh' ? '（无）' : '(none)';
    }
    case 'yesno':
      return answer === 'yes' ? (lang === 'zh' ? '是' : 'Yes') : lang === 'zh' ? '否' : 'No';
    case 'number': {
      const unit = question.unit ? labelOf(question.unit, lang) : '';
      return unit ? `${String(answer)} ${unit}` : String(answer);
    }
  }
}

/** The questions and answers in words, as an enquiry keeps them (in the language the visitor took it in). */
export function answeredQuestions(content: AssessmentContent, answers: AssessmentAnswers, lang: Language): AnsweredQuestion[] {
  return content.questions.filter((q) => answers[q.id] !== undefined).map((q) => ({ question: labelOf(q.text, lang), answer: answerText(q, answers[q.id] as AssessmentAnswer, lang) }));
}

/** A text in `lang`, falling back to the other language when staff left it empty (a draft's preview). */
export const localizedText = labelOf;
