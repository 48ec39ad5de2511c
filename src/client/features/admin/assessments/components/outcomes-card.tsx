import { Plus } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ConsultationService } from '@shared/catalog';
import { ASSESSMENT_OUTCOMES_MAX, outcomeTones, type AssessmentContent, type OutcomeTone } from '@shared/schemas/assessments';
import { addOutcome, moveOutcome, removeOutcome, renameOutcome, setOutcome } from '../lib/content-edits';
import { TitledPanel } from '../../shared/titled-panel';
import { Field, fieldId, KeyInput, LocalizedFields, selectClass } from './fields';
import { ItemTools } from './item-tools';
import { ServiceOptions, useServiceLabel } from './labels';

type Change = (edit: (content: AssessmentContent) => AssessmentContent) => void;

/** The results a visitor can reach: key, tone, title and text in both languages, and the service it recommends. */
export function OutcomesCard({ content, change }: { content: AssessmentContent; change: Change }) {
  const { t } = useTranslation('admin');
  const serviceLabel = useServiceLabel();
  const o = 'assessments.editor.outcomes' as const;
  const { outcomes } = content;
  return (
    <TitledPanel title={t(`${o}.title`)} description={t(`${o}.description`)} testId="outcomes-card">
      <ol className="grid gap-3">
        {outcomes.map((outcome, oi) => {
          const path = `outcomes.${oi}`;
          const name = t('assessments.where.outcome', { n: oi + 1 });
          const set = (next: Partial<typeof outcome>) => change((c) => setOutcome(c, oi, { ...outcome, ...next }));
          return (
            <li key={oi} className="grid min-w-0 gap-4 rounded-lg border p-3 sm:p-4" data-testid="outcome" data-path={path}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">{name}</h3>
                <ItemTools index={oi} count={outcomes.length} name={name} removable={outcomes.length > 1} onMove={(d) => change((c) => moveOutcome(c, oi, d))} onRemove={() => change((c) => removeOutcome(c, oi))} />
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <KeyInput path={`${path}.id`} label={t('assessments.where.key')} value={outcome.id} onCommit={(key) => change((c) => renameOutcome(c, oi, key))} />
                <Field id={fieldId(`${path}.tone`)} label={t('assessments.where.tone')}>
                  <select id={fieldId(`${path}.tone`)} data-path={`${path}.tone`} className={selectClass} value={outcome.tone} onChange={(e) => set({ tone: e.target.value as OutcomeTone })}>
                    {outcomeTones.map((tone) => (
                      <option key={tone} value={tone}>
                        {t(`assessments.tones.${tone}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id={fieldId(`${path}.service`)} label={t('assessments.where.service')}>
                  <select
                    id={fieldId(`${path}.service`)}
                    data-path={`${path}.service`}
                    className={selectClass}
                    value={outcome.service ?? ''}
                    onChange={(e) => set({ service: (e.target.value || null) as ConsultationService | null })}
                  >
                    <option value="">{t(`${o}.ownService`, { service: serviceLabel(content.service) })}</option>
                    <ServiceOptions />
                  </select>
                </Field>
              </div>
              <LocalizedFields path={`${path}.title`} label={t('assessments.where.title')} value={outcome.title} maxLength={120} onChange={(title) => set({ title })} />
              <LocalizedFields path={`${path}.text`} label={t('assessments.where.text')} value={outcome.text} maxLength={2000} multiline onChange={(text) => set({ text })} />
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" className="w-fit" disabled={outcomes.length >= ASSESSMENT_OUTCOMES_MAX} onClick={() => change(addOutcome)}>
        <Plus aria-hidden="true" />
        {t(`${o}.add`)}
      </Button>
    </TitledPanel>
  );
}
