import type { TFunction } from 'i18next';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { answerFits, localizedText } from '@shared/assessment-rules';
import type { Language } from '@shared/languages';
import type { AssessmentAnswer, AssessmentQuestion } from '@shared/schemas/assessments';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface QuestionFieldProps {
  question: AssessmentQuestion;
  answer: AssessmentAnswer | undefined;
  /** undefined: no valid answer (a number being typed that does not fit) */
  onAnswer: (answer: AssessmentAnswer | undefined) => void;
  lang: Language;
  t: TFunction<'site'>;
  /** the question's heading */
  labelledBy: string;
  /** its help text, if any */
  describedBy?: string;
}

/** A choice drawn as a card at least 44 px high, the native input inside for the keyboard and screen readers. */
const choiceClass = (chosen: boolean) =>
  cn(
    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2.5 text-base leading-snug transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
    chosen ? 'border-primary bg-primary/5 font-medium text-primary' : 'border-input hover:border-primary',
  );

/** The answer's input for the question's kind: radio buttons, checkboxes, a number, or Yes / No. */
export function QuestionField(props: QuestionFieldProps) {
  const { question } = props;
  if (question.kind === 'number') return <NumberField {...props} question={question} />;
  if (question.kind === 'yesno') return <YesNoField {...props} />;
  return <ChoiceField {...props} question={question} />;
}

function ChoiceField({ question, answer, onAnswer, lang, t, labelledBy, describedBy }: QuestionFieldProps & { question: Extract<AssessmentQuestion, { kind: 'single' | 'multiple' }> }) {
  const name = useId();
  const multiple = question.kind === 'multiple';
  const chosen = (id: string) => (multiple ? Array.isArray(answer) && answer.includes(id) : answer === id);
  const toggle = (id: string, on: boolean) => {
    const current = Array.isArray(answer) ? answer : [];
    // kept in the options' order, so the same choice is always the same answer
    onAnswer(question.options.map((o) => o.id).filter((o) => (o === id ? on : current.includes(o))));
  };
  return (
    <div role={multiple ? 'group' : 'radiogroup'} aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-2">
      {multiple && <p className="text-sm text-muted-foreground">{t('eligibility.runner.multipleHint')}</p>}
      {question.options.map((option) => (
        <label key={option.id} className={choiceClass(chosen(option.id))}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.id}
            checked={chosen(option.id)}
            onChange={(e) => (multiple ? toggle(option.id, e.target.checked) : onAnswer(option.id))}
            className="size-5 shrink-0 accent-primary"
          />
          <span className="min-w-0 break-words">{localizedText(option.label, lang)}</span>
        </label>
      ))}
    </div>
  );
}

function YesNoField({ answer, onAnswer, t, labelledBy, describedBy }: QuestionFieldProps) {
  const choices = [
    { value: 'yes', label: t('eligibility.runner.yes'), Icon: Check },
    { value: 'no', label: t('eligibility.runner.no'), Icon: X },
  ] as const;
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid grid-cols-2 gap-3">
      {choices.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={answer === value}
          onClick={() => onAnswer(value)}
          className={cn(choiceClass(answer === value), 'justify-center font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50')}
        >
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * A number in [min, max] in steps of `step`: what is typed stays as typed, and counts as an answer
 * only once it fits (answerFits), so Next waits and a message says what fits.
 */
function NumberField({ question, answer, onAnswer, lang, t, labelledBy, describedBy }: QuestionFieldProps & { question: Extract<AssessmentQuestion, { kind: 'number' }> }) {
  const id = useId();
  const [text, setText] = useState(typeof answer === 'number' ? String(answer) : '');
  const { min, max, step } = question;
  const unit = question.unit ? localizedText(question.unit, lang) : '';
  const bounds = { min, max, step };
  const stepped = step !== 1;
  const wrong = text.trim() !== '' && !answerFits(question, Number(text));
  const hintId = `${id}-hint`;
  const change = (next: string) => {
    setText(next);
    const value = Number(next);
    onAnswer(next.trim() !== '' && answerFits(question, value) ? value : undefined);
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Input
          id={id}
          type="number"
          inputMode={Number.isInteger(step) && Number.isInteger(min) ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={step}
          value={text}
          onChange={(e) => change(e.target.value)}
          aria-labelledby={labelledBy}
          aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
          aria-invalid={wrong || undefined}
          className="h-12 max-w-48 text-lg md:text-lg"
        />
        {unit && <span className="text-base text-muted-foreground">{unit}</span>}
      </div>
      <p id={hintId} aria-live="polite" className={cn('text-sm', wrong ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {wrong
          ? t(stepped ? 'eligibility.runner.numberStepInvalid' : 'eligibility.runner.numberInvalid', bounds)
          : t(stepped ? 'eligibility.runner.numberStepHint' : 'eligibility.runner.numberHint', bounds)}
      </p>
    </div>
  );
}
