import type {
  AssessmentCondition,
  AssessmentContent,
  AssessmentOption,
  AssessmentOutcome,
  AssessmentQuestion,
  AssessmentRule,
  AssessmentThreshold,
  Localized,
  QuestionKind,
} from '@shared/schemas/assessments';

/**
 * The editor's changes to an assessment's content, as pure functions (content in, content out), so the
 * screen holds one state and each change is tested here. Keys are what rules name
 * (docs/decisions/0030-self-assessments.md): renaming one renames its uses; removing one leaves the
 * rules naming it, which the problems panel then points at.
 */

const blank = (): Localized => ({ zh: '', en: '' });

/** `prefix` + the first number from `from` that no key of `taken` uses. */
export function freeKey(prefix: string, taken: readonly string[], from = 1): string {
  for (let n = Math.max(1, from); ; n++) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

const optionsOf = (q: AssessmentQuestion): AssessmentOption[] => (q.kind === 'single' || q.kind === 'multiple' ? q.options : []);

function blankOptions(taken: readonly string[] = []): AssessmentOption[] {
  const first = freeKey('opt', taken);
  return [
    { id: first, label: blank(), points: 0 },
    { id: freeKey('opt', [...taken, first]), label: blank(), points: 0 },
  ];
}

/** A question of `kind` with nothing written yet, keeping what every kind shares from `base`. */
export function questionOfKind(kind: QuestionKind, base: Pick<AssessmentQuestion, 'id' | 'text' | 'help'> & { options?: AssessmentOption[] }): AssessmentQuestion {
  const shared = { id: base.id, text: base.text, ...(base.help ? { help: base.help } : {}) };
  switch (kind) {
    case 'single':
    case 'multiple':
      return { ...shared, kind, options: base.options && base.options.length >= 2 ? base.options : blankOptions() };
    case 'number':
      return { ...shared, kind, min: 0, max: 10, step: 1, bands: [] };
    case 'yesno':
      return { ...shared, kind, yesPoints: 0, noPoints: 0 };
  }
}

/** A fresh assessment that passes the schema and the rules: one yes/no question, one outcome every answer reaches. */
export function blankContent(reviewedOn: string): AssessmentContent {
  return {
    title: blank(),
    intro: blank(),
    disclaimer: blank(),
    service: 'immigration',
    questions: [questionOfKind('yesno', { id: 'q1', text: blank() })],
    outcomes: [blankOutcome([])],
    logic: { rules: [], thresholds: [], otherwise: 'outcome1' },
    reviewedOn,
  };
}

function blankOutcome(taken: readonly string[]): AssessmentOutcome {
  return { id: freeKey('outcome', taken), tone: 'possible', title: blank(), text: blank(), service: null };
}

/** `list` with the item at `index` moved by `delta` (-1 up, 1 down); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item as T);
  return out;
}

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x));
const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
const withRules = (content: AssessmentContent, rules: AssessmentRule[]): AssessmentContent => ({ ...content, logic: { ...content.logic, rules } });

// questions

/** A question of `kind` at the end, its key from its position (q3 for the third) or the next free one. */
export function addQuestion(content: AssessmentContent, kind: QuestionKind): AssessmentContent {
  const id = freeKey('q', content.questions.map((q) => q.id), content.questions.length + 1);
  return { ...content, questions: [...content.questions, questionOfKind(kind, { id, text: blank() })] };
}

export const removeQuestion = (content: AssessmentContent, index: number): AssessmentContent => ({ ...content, questions: removeAt(content.questions, index) });

export const moveQuestion = (content: AssessmentContent, index: number, delta: number): AssessmentContent => ({ ...content, questions: moveItem(content.questions, index, delta) });

export const setQuestion = (content: AssessmentContent, index: number, question: AssessmentQuestion): AssessmentContent => ({ ...content, questions: replaceAt(content.questions, index, question) });

/** Another kind for a question: text and help stay, and the options between single and multiple choice. */
export function changeQuestionKind(content: AssessmentContent, index: number, kind: QuestionKind): AssessmentContent {
  const q = content.questions[index];
  if (!q || q.kind === kind) return content;
  return setQuestion(content, index, questionOfKind(kind, { ...q, options: optionsOf(q) }));
}

/** Whether renaming `from` to `to` among `keys` (the item at `index`) can carry its uses along: one item had it, none other has the new one. */
const canFollow = (keys: readonly string[], index: number, from: string, to: string) =>
  from !== to && keys.filter((k) => k === from).length === 1 && !keys.some((k, i) => i !== index && k === to);

/** A question's new key; the rules' tests of it follow, unless the old or new key is shared (then the panel says so). */
export function renameQuestion(content: AssessmentContent, index: number, key: string): AssessmentContent {
  const q = content.questions[index];
  if (!q) return content;
  const renamed = setQuestion(content, index, { ...q, id: key });
  if (!canFollow(content.questions.map((x) => x.id), index, q.id, key)) return renamed;
  return withRules(
    renamed,
    content.logic.rules.map((r) => ({ ...r, when: r.when.map((c) => (c.question === q.id ? { ...c, question: key } : c)) })),
  );
}

// options

type ChoiceQuestion = Extract<AssessmentQuestion, { kind: 'single' | 'multiple' }>;
function withOptions(content: AssessmentContent, qi: number, change: (options: AssessmentOption[]) => AssessmentOption[]): AssessmentContent {
  const q = content.questions[qi];
  if (!q || (q.kind !== 'single' && q.kind !== 'multiple')) return content;
  return setQuestion(content, qi, { ...q, options: change(q.options) } satisfies ChoiceQuestion);
}

export const addOption = (content: AssessmentContent, qi: number): AssessmentContent =>
  withOptions(content, qi, (options) => [...options, { id: freeKey('opt', options.map((o) => o.id), options.length + 1), label: blank(), points: 0 }]);

export const removeOption = (content: AssessmentContent, qi: number, oi: number): AssessmentContent => withOptions(content, qi, (options) => removeAt(options, oi));

export const moveOption = (content: AssessmentContent, qi: number, oi: number, delta: number): AssessmentContent => withOptions(content, qi, (options) => moveItem(options, oi, delta));

export const setOption = (content: AssessmentContent, qi: number, oi: number, option: AssessmentOption): AssessmentContent => withOptions(content, qi, (options) => replaceAt(options, oi, option));

/** An option's new key; the tests naming it (on its question) follow, like a question's. */
export function renameOption(content: AssessmentContent, qi: number, oi: number, key: string): AssessmentContent {
  const q = content.questions[qi];
  const option = q ? optionsOf(q)[oi] : undefined;
  if (!q || !option) return content;
  const renamed = setOption(content, qi, oi, { ...option, id: key });
  if (!canFollow(optionsOf(q).map((o) => o.id), oi, option.id, key)) return renamed;
  const follow = (c: AssessmentCondition): AssessmentCondition =>
    c.question === q.id && 'values' in c ? { ...c, values: c.values.map((v) => (v === option.id ? key : v)) } : c;
  return withRules(renamed, renamed.logic.rules.map((r) => ({ ...r, when: r.when.map(follow) })));
}

// outcomes

export const addOutcome = (content: AssessmentContent): AssessmentContent => ({ ...content, outcomes: [...content.outcomes, blankOutcome(content.outcomes.map((o) => o.id))] });

export const removeOutcome = (content: AssessmentContent, index: number): AssessmentContent => ({ ...content, outcomes: removeAt(content.outcomes, index) });

export const moveOutcome = (content: AssessmentContent, index: number, delta: number): AssessmentContent => ({ ...content, outcomes: moveItem(content.outcomes, index, delta) });

export const setOutcome = (content: AssessmentContent, index: number, outcome: AssessmentOutcome): AssessmentContent => ({ ...content, outcomes: replaceAt(content.outcomes, index, outcome) });

/** An outcome's new key; the rules, thresholds and "all other answers" naming it follow. */
export function renameOutcome(content: AssessmentContent, index: number, key: string): AssessmentContent {
  const outcome = content.outcomes[index];
  if (!outcome) return content;
  const renamed = setOutcome(content, index, { ...outcome, id: key });
  if (!canFollow(content.outcomes.map((o) => o.id), index, outcome.id, key)) return renamed;
  const to = (id: string) => (id === outcome.id ? key : id);
  const { rules, thresholds, otherwise } = content.logic;
  return {
    ...renamed,
    logic: {
      rules: rules.map((r) => ({ ...r, outcome: to(r.outcome) })),
      thresholds: thresholds.map((t) => ({ ...t, outcome: to(t.outcome) })),
      otherwise: otherwise === null ? null : to(otherwise),
    },
  };
}

// logic

/** A test that fits `question` as it stands: its first option (or yes), or at least its minimum. */
export function conditionFor(question: AssessmentQuestion | undefined, key = question?.id ?? ''): AssessmentCondition {
  if (!question) return { question: key, op: 'is', values: [] };
  switch (question.kind) {
    case 'single':
      return { question: key, op: 'is', values: question.options.slice(0, 1).map((o) => o.id) };
    case 'multiple':
      return { question: key, op: 'includes', values: question.options.slice(0, 1).map((o) => o.id) };
    case 'yesno':
      return { question: key, op: 'is', values: ['yes'] };
    case 'number':
      return { question: key, op: 'atLeast', value: question.min };
  }
}

const firstOutcome = (content: AssessmentContent) => content.outcomes[0]?.id ?? '';

export const addRule = (content: AssessmentContent): AssessmentContent =>
  withRules(content, [...content.logic.rules, { when: [conditionFor(content.questions[0])], outcome: firstOutcome(content) }]);

export const removeRule = (content: AssessmentContent, index: number): AssessmentContent => withRules(content, removeAt(content.logic.rules, index));

export const moveRule = (content: AssessmentContent, index: number, delta: number): AssessmentContent => withRules(content, moveItem(content.logic.rules, index, delta));

export const setRule = (content: AssessmentContent, index: number, rule: AssessmentRule): AssessmentContent => withRules(content, replaceAt(content.logic.rules, index, rule));

const withThresholds = (content: AssessmentContent, thresholds: AssessmentThreshold[]): AssessmentContent => ({ ...content, logic: { ...content.logic, thresholds } });

/** A threshold above the highest so far (thresholds may not share a minimum). */
export function addThreshold(content: AssessmentContent): AssessmentContent {
  const { thresholds } = content.logic;
  const min = thresholds.length ? Math.max(...thresholds.map((t) => t.min)) + 1 : 0;
  return withThresholds(content, [...thresholds, { min, outcome: firstOutcome(content) }]);
}

export const removeThreshold = (content: AssessmentContent, index: number): AssessmentContent => withThresholds(content, removeAt(content.logic.thresholds, index));

export const setThreshold = (content: AssessmentContent, index: number, threshold: AssessmentThreshold): AssessmentContent => withThresholds(content, replaceAt(content.logic.thresholds, index, threshold));

export const setOtherwise = (content: AssessmentContent, outcome: string | null): AssessmentContent => ({ ...content, logic: { ...content.logic, otherwise: outcome } });
