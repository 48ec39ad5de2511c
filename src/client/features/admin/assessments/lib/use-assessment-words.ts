import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AssessmentContent, AssessmentProblem } from '@shared/schemas/assessments';
import type { FormIssue } from './editor-values';

const plainFields = ['slug', 'inNavigation', 'service', 'reviewedOn', 'title', 'intro', 'disclaimer'] as const;
const questionFields = ['text', 'help', 'min', 'max', 'step', 'unit', 'yesPoints', 'noPoints', 'options', 'bands'] as const;
const optionFields = ['label', 'points'] as const;
const outcomeFields = ['title', 'text', 'tone', 'service'] as const;
const bandFields = ['from', 'to', 'points'] as const;
const includes = <T extends string>(list: readonly T[], value: string | undefined): value is T => (list as readonly string[]).includes(value ?? '');

/**
 * The editor's sentences in the staff member's language: where a path points ("Question 2 (q2) ›
 * Option 1 › Label › English"), each rule problem (one string per code, filled from its fields) and
 * each schema complaint. Used for the browser's checks and the server's refusals alike.
 */
export function useAssessmentWords(content: AssessmentContent) {
  const { t } = useTranslation('admin');
  const w = 'assessments.where' as const;

  const where = useCallback(
    (path: string): string => {
      const [head, ...rest] = path.split('.');
      const parts: string[] = [];
      const keyed = (label: string, key: string | undefined) => (key ? t(`${w}.keyed`, { label, key }) : label);
      const tail = (segments: string[], fields: readonly string[]) => {
        for (const s of segments) {
          if (s === 'zh' || s === 'en') parts.push(t(`${w}.${s}`));
          else if (s === 'id') parts.push(t(`${w}.key`));
          else if (s === 'values') parts.push(t(`${w}.values`));
          else if (fields.includes(s)) parts.push(t(`${w}.${s as (typeof questionFields)[number] | (typeof optionFields)[number] | (typeof outcomeFields)[number] | (typeof bandFields)[number]}`));
        }
      };
      if (includes(plainFields, head)) {
        parts.push(t(`${w}.${head}`));
        tail(rest, []);
      } else if (head === 'questions') {
        const qi = Number(rest[0]);
        parts.push(keyed(t(`${w}.question`, { n: qi + 1 }), content.questions[qi]?.id));
        const [field, index, ...more] = rest.slice(1);
        if (field === 'options' && index !== undefined) {
          const q = content.questions[qi];
          const option = q && (q.kind === 'single' || q.kind === 'multiple') ? q.options[Number(index)] : undefined;
          parts.push(keyed(t(`${w}.option`, { n: Number(index) + 1 }), option?.id));
          tail(more, optionFields);
        } else if (field === 'bands' && index !== undefined) {
          parts.push(t(`${w}.band`, { n: Number(index) + 1 }));
          tail(more, bandFields);
        } else tail(rest.slice(1), questionFields);
      } else if (head === 'outcomes') {
        const oi = Number(rest[0]);
        parts.push(keyed(t(`${w}.outcome`, { n: oi + 1 }), content.outcomes[oi]?.id));
        tail(rest.slice(1), outcomeFields);
      } else if (head === 'logic') {
        const [list, index, field, test] = rest;
        if (list === 'otherwise') parts.push(t(`${w}.otherwise`));
        else if (list === 'rules') {
          parts.push(t(`${w}.rule`, { n: Number(index) + 1 }));
          if (field === 'when') parts.push(test === undefined ? t(`${w}.tests`) : t(`${w}.test`, { n: Number(test) + 1 }));
          if (field === 'outcome') parts.push(t(`${w}.ruleOutcome`));
        } else if (list === 'thresholds') parts.push(t(`${w}.threshold`, { n: Number(index) + 1 }));
      }
      return parts.join(' › ') || path;
    },
    [t, content],
  );

  const problem = useCallback(
    (p: AssessmentProblem): string => {
      const names = { where: where(p.path), question: p.question ?? '', option: p.option ?? '', outcome: p.outcome ?? '', score: p.score ?? 0 };
      if (p.code === 'noOutcomeForScore') return t('assessments.problems.noOutcomeForScore', { ...names, answers: p.question ? t('assessments.problems.answers', { answers: p.question }) : '' });
      return t(`assessments.problems.${p.code}`, names);
    },
    [t, where],
  );

  const issue = useCallback((i: FormIssue): string => t(`assessments.issues.${i.kind}`, { where: where(i.path), limit: i.limit ?? 0 }), [t, where]);

  return { where, problem, issue };
}
