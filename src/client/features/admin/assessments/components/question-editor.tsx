import { useTranslation } from '@/i18n/use-translation';
import { questionKinds, type AssessmentContent, type AssessmentQuestion, type Localized, type QuestionKind } from '@shared/schemas/assessments';
import { changeQuestionKind, moveQuestion, removeQuestion, renameQuestion, setQuestion } from '../lib/content-edits';
import { Field, fieldId, KeyInput, LocalizedFields, selectClass } from './fields';
import { ItemTools } from './item-tools';
import { KindSettings } from './kind-settings';

type Change = (edit: (content: AssessmentContent) => AssessmentContent) => void;

/** One question: its kind and key, its text and optional help in both languages, then what its kind asks for. */
export function QuestionEditor({ qi, count, question, change }: { qi: number; count: number; question: AssessmentQuestion; change: Change }) {
  const { t } = useTranslation('admin');
  const path = `questions.${qi}`;
  const name = t('assessments.where.question', { n: qi + 1 });
  const set = (next: Partial<Pick<AssessmentQuestion, 'text' | 'help'>>) => change((c) => setQuestion(c, qi, { ...question, ...next } as AssessmentQuestion));
  const help = question.help ?? { zh: '', en: '' };
  return (
    <li className="grid min-w-0 gap-4 rounded-lg border p-3 sm:p-4" data-testid="question" data-path={path}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{name}</h3>
        <ItemTools index={qi} count={count} name={name} removable={count > 1} onMove={(d) => change((c) => moveQuestion(c, qi, d))} onRemove={() => change((c) => removeQuestion(c, qi))} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Field id={fieldId(`${path}.kind`)} label={t('assessments.editor.question.kind')}>
          <select id={fieldId(`${path}.kind`)} className={selectClass} value={question.kind} onChange={(e) => change((c) => changeQuestionKind(c, qi, e.target.value as QuestionKind))}>
            {questionKinds.map((k) => (
              <option key={k} value={k}>
                {t(`assessments.kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <KeyInput path={`${path}.id`} label={t('assessments.where.key')} value={question.id} onCommit={(key) => change((c) => renameQuestion(c, qi, key))} />
      </div>
      <LocalizedFields path={`${path}.text`} label={t('assessments.where.text')} value={question.text} maxLength={300} onChange={(text) => set({ text })} />
      <LocalizedFields
        path={`${path}.help`}
        label={t('assessments.editor.question.help')}
        value={help}
        maxLength={600}
        multiline
        rows={2}
        onChange={(v: Localized) => set({ help: v.zh || v.en ? v : undefined })}
      />
      <KindSettings qi={qi} question={question} change={change} />
    </li>
  );
}
