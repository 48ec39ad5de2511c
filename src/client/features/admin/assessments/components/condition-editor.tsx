import { X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { conditionOps, type AssessmentCondition, type AssessmentContent, type AssessmentQuestion, type ConditionOp } from '@shared/schemas/assessments';
import { conditionFor } from '../lib/content-edits';
import { Field, fieldId, NumberInput, selectClass } from './fields';
import { useStaffText } from './labels';

const opsFor: Record<AssessmentQuestion['kind'], readonly ConditionOp[]> = {
  single: ['is', 'isNot'],
  yesno: ['is', 'isNot'],
  multiple: ['includes', 'excludes'],
  number: ['atLeast', 'below'],
};
const isNumberOp = (op: ConditionOp) => op === 'atLeast' || op === 'below';

/** The choices a test of `question` can name: its options, or yes and no. */
function choicesOf(question: AssessmentQuestion | undefined, text: (l: { zh: string; en: string }) => string, yes: string, no: string): { id: string; label: string }[] {
  if (!question) return [];
  if (question.kind === 'yesno') return [{ id: 'yes', label: yes }, { id: 'no', label: no }];
  if (question.kind === 'number') return [];
  return question.options.map((o) => ({ id: o.id, label: text(o.label) }));
}

/**
 * One test of a rule: [question] [is / is not / includes / excludes / at least / below] [options or a
 * number]. A key that no longer exists stays visible (marked) so the problem it causes can be seen and fixed.
 */
export function ConditionEditor({ path, condition, content, onChange, onRemove, removable }: { path: string; condition: AssessmentCondition; content: AssessmentContent; onChange: (c: AssessmentCondition) => void; onRemove: () => void; removable: boolean }) {
  const { t } = useTranslation('admin');
  const text = useStaffText();
  const l = 'assessments.editor.logic' as const;
  const question = content.questions.find((q) => q.id === condition.question);
  const ops = question ? opsFor[question.kind] : conditionOps;
  const choices = choicesOf(question, text, t('assessments.editor.logic.yes'), t('assessments.editor.logic.no'));
  const missing = 'values' in condition ? condition.values.filter((v) => !choices.some((c) => c.id === v)) : [];

  const setOp = (op: ConditionOp) => {
    if (isNumberOp(op)) onChange({ question: condition.question, op: op as 'atLeast' | 'below', value: 'value' in condition ? condition.value : (question?.kind === 'number' ? question.min : 0) });
    else onChange({ question: condition.question, op: op as 'is' | 'isNot' | 'includes' | 'excludes', values: 'values' in condition ? condition.values : [] });
  };
  const toggle = (id: string, on: boolean) => {
    if (!('values' in condition)) return;
    onChange({ ...condition, values: on ? [...condition.values.filter((v) => v !== id), id] : condition.values.filter((v) => v !== id) });
  };

  return (
    <li className="grid min-w-0 gap-2 rounded-md border bg-muted/30 p-2.5" data-testid="condition" data-path={path}>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <Field id={fieldId(`${path}.question`)} label={t(`${l}.question`)}>
          <select
            id={fieldId(`${path}.question`)}
            data-path={`${path}.question`}
            className={selectClass}
            value={condition.question}
            aria-invalid={!question || undefined}
            onChange={(e) => onChange(conditionFor(content.questions.find((q) => q.id === e.target.value), e.target.value))}
          >
            {!question && <option value={condition.question}>{t(`${l}.missing`, { key: condition.question || '—' })}</option>}
            {content.questions.map((q, i) => (
              <option key={i} value={q.id}>
                {t(`${l}.questionOption`, { key: q.id, text: text(q.text) })}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId(`${path}.op`)} label={t(`${l}.op`)} className="max-sm:order-3 max-sm:col-span-2">
          <select id={fieldId(`${path}.op`)} data-path={`${path}.op`} className={selectClass} value={condition.op} aria-invalid={!ops.includes(condition.op) || undefined} onChange={(e) => setOp(e.target.value as ConditionOp)}>
            {!ops.includes(condition.op) && <option value={condition.op}>{t(`assessments.ops.${condition.op}`)}</option>}
            {ops.map((op) => (
              <option key={op} value={op}>
                {t(`assessments.ops.${op}`)}
              </option>
            ))}
          </select>
        </Field>
        <Button type="button" variant="ghost" size="icon" className="size-9" disabled={!removable} onClick={onRemove} aria-label={t(`${l}.removeTest`)}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {'value' in condition ? (
        <NumberInput path={`${path}.value`} label={t(`${l}.value`)} className="w-40" value={condition.value} onChange={(n) => n !== undefined && onChange({ ...condition, value: n })} />
      ) : (
        <fieldset className="min-w-0" data-path={`${path}.values`}>
          <legend className="mb-1 text-xs font-medium text-muted-foreground">{t(`${l}.values`)}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1.5">
            {[...choices, ...missing.map((id) => ({ id, label: t(`${l}.missing`, { key: id }) }))].map((choice) => (
              <label key={choice.id} className="flex min-w-0 items-center gap-1.5 text-sm">
                <input type="checkbox" className="size-4 shrink-0 accent-primary" checked={condition.values.includes(choice.id)} onChange={(e) => toggle(choice.id, e.target.checked)} />
                <span className="[overflow-wrap:anywhere]">{choice.label}</span>
                <code className="text-xs text-muted-foreground">{choice.id}</code>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </li>
  );
}
