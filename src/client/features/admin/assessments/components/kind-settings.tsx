import { Plus } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { ASSESSMENT_OPTIONS_MAX, type AssessmentContent, type AssessmentQuestion, type Localized, type NumberBand } from '@shared/schemas/assessments';
import { setQuestion } from '../lib/content-edits';
import { LocalizedFields, NumberInput } from './fields';
import { ItemTools } from './item-tools';
import { OptionsEditor } from './options-editor';

type Change = (edit: (content: AssessmentContent) => AssessmentContent) => void;
type NumberQuestion = Extract<AssessmentQuestion, { kind: 'number' }>;
type YesNoQuestion = Extract<AssessmentQuestion, { kind: 'yesno' }>;

/** What a question's kind asks for: options, a number's range and bands, or the points of yes and no. */
export function KindSettings({ qi, question, change }: { qi: number; question: AssessmentQuestion; change: Change }) {
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return <OptionsEditor qi={qi} options={question.options} change={change} />;
    case 'number':
      return <NumberSettings qi={qi} question={question} change={change} />;
    case 'yesno':
      return <YesNoSettings qi={qi} question={question} change={change} />;
  }
}

/** Empty in both languages reads as none. */
const optionalText = (v: Localized): Localized | undefined => (v.zh || v.en ? v : undefined);

function NumberSettings({ qi, question, change }: { qi: number; question: NumberQuestion; change: Change }) {
  const { t } = useTranslation('admin');
  const w = 'assessments.where' as const;
  const path = `questions.${qi}`;
  const set = (next: Partial<NumberQuestion>) => change((c) => setQuestion(c, qi, { ...question, ...next }));
  const setBand = (bi: number, band: NumberBand) => set({ bands: question.bands.map((b, i) => (i === bi ? band : b)) });
  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid grid-cols-3 gap-2 sm:max-w-md">
        <NumberInput path={`${path}.min`} label={t(`${w}.min`)} value={question.min} onChange={(n) => n !== undefined && set({ min: n })} />
        <NumberInput path={`${path}.max`} label={t(`${w}.max`)} value={question.max} onChange={(n) => n !== undefined && set({ max: n })} />
        <NumberInput path={`${path}.step`} label={t(`${w}.step`)} value={question.step} min={0} onChange={(n) => n !== undefined && set({ step: n })} />
      </div>
      <LocalizedFields path={`${path}.unit`} label={t('assessments.editor.number.unit')} value={question.unit ?? { zh: '', en: '' }} maxLength={40} onChange={(v) => set({ unit: optionalText(v) })} />
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 text-sm font-medium">{t('assessments.editor.number.bands')}</legend>
        <p className="text-xs text-muted-foreground">{t('assessments.editor.number.bandsHint')}</p>
        {question.bands.length > 0 && (
          <ol className="grid gap-2">
            {question.bands.map((band, bi) => (
              <li key={bi} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_5rem_auto] items-end gap-2 rounded-lg border bg-muted/30 p-2.5" data-testid="band-row">
                <NumberInput path={`${path}.bands.${bi}.from`} label={t(`${w}.from`)} optional placeholder="−∞" value={band.from} onChange={(n) => setBand(bi, { ...band, from: n })} />
                <NumberInput path={`${path}.bands.${bi}.to`} label={t(`${w}.to`)} optional placeholder="+∞" value={band.to} onChange={(n) => setBand(bi, { ...band, to: n })} />
                <NumberInput path={`${path}.bands.${bi}.points`} label={t(`${w}.points`)} integer value={band.points} onChange={(n) => setBand(bi, { ...band, points: n ?? 0 })} />
                <ItemTools index={bi} count={question.bands.length} name={t(`${w}.band`, { n: bi + 1 })} onRemove={() => set({ bands: question.bands.filter((_, i) => i !== bi) })} />
              </li>
            ))}
          </ol>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={question.bands.length >= ASSESSMENT_OPTIONS_MAX}
          onClick={() => set({ bands: [...question.bands, { from: question.bands.at(-1)?.to ?? question.min, points: 0 }] })}
        >
          <Plus aria-hidden="true" />
          {t('assessments.editor.number.addBand')}
        </Button>
      </fieldset>
    </div>
  );
}

function YesNoSettings({ qi, question, change }: { qi: number; question: YesNoQuestion; change: Change }) {
  const { t } = useTranslation('admin');
  const set = (next: Partial<YesNoQuestion>) => change((c) => setQuestion(c, qi, { ...question, ...next }));
  return (
    <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
      <NumberInput path={`questions.${qi}.yesPoints`} label={t('assessments.where.yesPoints')} integer value={question.yesPoints} onChange={(n) => set({ yesPoints: n ?? 0 })} />
      <NumberInput path={`questions.${qi}.noPoints`} label={t('assessments.where.noPoints')} integer value={question.noPoints} onChange={(n) => set({ noPoints: n ?? 0 })} />
    </div>
  );
}
