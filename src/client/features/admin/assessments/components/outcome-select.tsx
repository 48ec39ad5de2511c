import { useTranslation } from '@/i18n/use-translation';
import type { AssessmentContent } from '@shared/schemas/assessments';
import { Field, fieldId, selectClass } from './fields';
import { useStaffText } from './labels';

/** An outcome by key (a key that no longer exists stays shown, marked); `none` adds "no outcome". */
export function OutcomeSelect({ path, label, value, content, onChange, none }: { path: string; label: string; value: string | null; content: AssessmentContent; onChange: (id: string | null) => void; none?: string }) {
  const { t } = useTranslation('admin');
  const text = useStaffText();
  const known = value === null || content.outcomes.some((o) => o.id === value);
  return (
    <Field id={fieldId(path)} label={label}>
      <select id={fieldId(path)} data-path={path} className={selectClass} value={value ?? ''} aria-invalid={!known || undefined} onChange={(e) => onChange(e.target.value || null)}>
        {none !== undefined && <option value="">{none}</option>}
        {!known && <option value={value ?? ''}>{t('assessments.editor.logic.missing', { key: value || '—' })}</option>}
        {content.outcomes.map((o, i) => (
          <option key={i} value={o.id}>
            {t('assessments.editor.logic.outcomeOption', { key: o.id, text: text(o.title), tone: t(`assessments.tones.${o.tone}`) })}
          </option>
        ))}
      </select>
    </Field>
  );
}
