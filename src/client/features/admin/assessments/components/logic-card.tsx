import { Plus } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { ASSESSMENT_CONDITIONS_MAX, ASSESSMENT_THRESHOLDS_MAX, type AssessmentContent, type AssessmentRule } from '@shared/schemas/assessments';
import { addRule, addThreshold, conditionFor, moveRule, removeRule, removeThreshold, setOtherwise, setRule, setThreshold } from '../lib/content-edits';
import { ConditionEditor } from './condition-editor';
import { TitledPanel } from '../../shared/titled-panel';
import { NumberInput } from './fields';
import { ItemTools } from './item-tools';
import { OutcomeSelect } from './outcome-select';

type Change = (edit: (content: AssessmentContent) => AssessmentContent) => void;
const TESTS_MAX = 10;

/**
 * How answers reach an outcome, in the order they are tried (docs/decisions/0030-self-assessments.md):
 * the rules, then the thresholds on the total points, then the outcome for all other answers.
 */
export function LogicCard({ content, change }: { content: AssessmentContent; change: Change }) {
  const { t } = useTranslation('admin');
  const l = 'assessments.editor.logic' as const;
  const { rules, thresholds, otherwise } = content.logic;
  return (
    <TitledPanel title={t(`${l}.title`)} description={t(`${l}.description`)} testId="logic-card">
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">{t(`${l}.rules`)}</h3>
        <p className="text-xs text-muted-foreground">{t(`${l}.rulesHint`)}</p>
        {rules.length > 0 && (
          <ol className="grid gap-3">
            {rules.map((rule, ri) => (
              <RuleEditor key={ri} ri={ri} count={rules.length} rule={rule} content={content} change={change} />
            ))}
          </ol>
        )}
        <Button type="button" variant="outline" size="sm" className="w-fit" disabled={rules.length >= ASSESSMENT_CONDITIONS_MAX || content.questions.length === 0} onClick={() => change(addRule)}>
          <Plus aria-hidden="true" />
          {t(`${l}.addRule`)}
        </Button>
      </section>
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">{t(`${l}.thresholds`)}</h3>
        <p className="text-xs text-muted-foreground">{t(`${l}.thresholdsHint`)}</p>
        {thresholds.length > 0 && (
          <ol className="grid gap-2">
            {thresholds.map((threshold, ti) => (
              <li key={ti} className="grid grid-cols-[6rem_minmax(0,1fr)_auto] items-end gap-2 rounded-lg border bg-muted/30 p-2.5" data-testid="threshold" data-path={`logic.thresholds.${ti}`}>
                <NumberInput path={`logic.thresholds.${ti}.min`} label={t(`${l}.atLeastPoints`)} integer value={threshold.min} onChange={(n) => n !== undefined && change((c) => setThreshold(c, ti, { ...threshold, min: n }))} />
                <OutcomeSelect path={`logic.thresholds.${ti}.outcome`} label={t(`${l}.then`)} value={threshold.outcome} content={content} onChange={(id) => change((c) => setThreshold(c, ti, { ...threshold, outcome: id ?? '' }))} />
                <ItemTools index={ti} count={thresholds.length} name={t('assessments.where.threshold', { n: ti + 1 })} onRemove={() => change((c) => removeThreshold(c, ti))} />
              </li>
            ))}
          </ol>
        )}
        <Button type="button" variant="outline" size="sm" className="w-fit" disabled={thresholds.length >= ASSESSMENT_THRESHOLDS_MAX} onClick={() => change(addThreshold)}>
          <Plus aria-hidden="true" />
          {t(`${l}.addThreshold`)}
        </Button>
      </section>
      <section className="grid gap-2 sm:max-w-md">
        <h3 className="text-sm font-semibold">{t(`${l}.otherwise`)}</h3>
        <OutcomeSelect path="logic.otherwise" label={t(`${l}.otherwiseLabel`)} value={otherwise} content={content} none={t(`${l}.none`)} onChange={(id) => change((c) => setOtherwise(c, id))} />
      </section>
    </TitledPanel>
  );
}

function RuleEditor({ ri, count, rule, content, change }: { ri: number; count: number; rule: AssessmentRule; content: AssessmentContent; change: Change }) {
  const { t } = useTranslation('admin');
  const l = 'assessments.editor.logic' as const;
  const path = `logic.rules.${ri}`;
  const name = t('assessments.where.rule', { n: ri + 1 });
  const set = (next: AssessmentRule) => change((c) => setRule(c, ri, next));
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-3" data-testid="rule" data-path={path}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">
          {name} <span className="font-normal text-muted-foreground">· {t(`${l}.allOf`)}</span>
        </h4>
        <ItemTools index={ri} count={count} name={name} onMove={(d) => change((c) => moveRule(c, ri, d))} onRemove={() => change((c) => removeRule(c, ri))} />
      </div>
      <ol className="grid gap-2">
        {rule.when.map((condition, ci) => (
          <ConditionEditor
            key={ci}
            path={`${path}.when.${ci}`}
            condition={condition}
            content={content}
            removable={rule.when.length > 1}
            onChange={(next) => set({ ...rule, when: rule.when.map((c, i) => (i === ci ? next : c)) })}
            onRemove={() => set({ ...rule, when: rule.when.filter((_, i) => i !== ci) })}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Button type="button" variant="ghost" size="sm" disabled={rule.when.length >= TESTS_MAX} onClick={() => set({ ...rule, when: [...rule.when, conditionFor(content.questions[0])] })}>
          <Plus aria-hidden="true" />
          {t(`${l}.addTest`)}
        </Button>
        <div className="w-full sm:w-72">
          <OutcomeSelect path={`${path}.outcome`} label={t(`${l}.then`)} value={rule.outcome} content={content} onChange={(id) => set({ ...rule, outcome: id ?? '' })} />
        </div>
      </div>
    </li>
  );
}
