import { Plus } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ASSESSMENT_OPTIONS_MAX, type AssessmentContent, type AssessmentOption } from '@shared/schemas/assessments';
import { addOption, moveOption, removeOption, renameOption, setOption } from '../lib/content-edits';
import { Field, fieldId, KeyInput, NumberInput } from './fields';
import { ItemTools } from './item-tools';

type Change = (edit: (content: AssessmentContent) => AssessmentContent) => void;

/** A choice question's options: label in both languages, key and points, in order; at least two. */
export function OptionsEditor({ qi, options, change }: { qi: number; options: AssessmentOption[]; change: Change }) {
  const { t } = useTranslation('admin');
  const o = 'assessments.editor.options' as const;
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1 text-sm font-medium">{t(`${o}.title`)}</legend>
      <ol className="grid gap-2">
        {options.map((option, oi) => {
          const path = `questions.${qi}.options.${oi}`;
          const name = t('assessments.where.option', { n: oi + 1 });
          return (
            <li key={oi} className="grid gap-2 rounded-lg border bg-muted/30 p-2.5" data-testid="option-row" data-path={path}>
              <div className="grid gap-2 sm:grid-cols-2">
                {(['zh', 'en'] as const).map((lang) => (
                  <Field key={lang} id={fieldId(`${path}.label.${lang}`)} label={t('assessments.editor.inLanguage', { label: name, language: t(`assessments.where.${lang}`) })}>
                    <Input
                      id={fieldId(`${path}.label.${lang}`)}
                      data-path={`${path}.label.${lang}`}
                      lang={lang === 'zh' ? 'zh-CN' : 'en'}
                      value={option.label[lang]}
                      maxLength={200}
                      onChange={(e) => change((c) => setOption(c, qi, oi, { ...option, label: { ...option.label, [lang]: e.target.value } }))}
                    />
                  </Field>
                ))}
              </div>
              <div className="grid grid-cols-[minmax(0,1fr)_5rem_auto] items-end gap-2 sm:max-w-md">
                <KeyInput path={`${path}.id`} label={t('assessments.where.key')} value={option.id} onCommit={(key) => change((c) => renameOption(c, qi, oi, key))} />
                <NumberInput path={`${path}.points`} label={t('assessments.where.points')} integer value={option.points} onChange={(n) => change((c) => setOption(c, qi, oi, { ...option, points: n ?? 0 }))} />
                <ItemTools index={oi} count={options.length} name={name} removable={options.length > 2} onMove={(d) => change((c) => moveOption(c, qi, oi, d))} onRemove={() => change((c) => removeOption(c, qi, oi))} />
              </div>
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={options.length >= ASSESSMENT_OPTIONS_MAX} onClick={() => change((c) => addOption(c, qi))}>
        <Plus aria-hidden="true" />
        {t(`${o}.add`)}
      </Button>
    </fieldset>
  );
}
