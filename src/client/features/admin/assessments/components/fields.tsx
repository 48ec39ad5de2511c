import { useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { Localized } from '@shared/schemas/assessments';

/** Native selects: they work with a thumb on a phone and need no portal. */
export const selectClass =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-invalid:border-destructive';

/** The id of the control a path names (the problems panel focuses it). */
export const fieldId = (path: string) => `assessment-${path.replace(/\./g, '-')}`;

/** A small label above its control. */
export function Field({ id, label, hint, className, children }: { id: string; label: ReactNode; hint?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A text in Chinese and English side by side (stacked on a phone), each labelled with its language.
 * `path` names the text as the rules' problems do (`questions.0.text`).
 */
export function LocalizedFields({
  path,
  label,
  value,
  onChange,
  multiline = false,
  rows = 3,
  maxLength,
}: {
  path: string;
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  multiline?: boolean;
  rows?: number;
  maxLength: number;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid min-w-0 gap-3 sm:grid-cols-2">
      {(['zh', 'en'] as const).map((lang) => {
        const id = fieldId(`${path}.${lang}`);
        const props = {
          id,
          'data-path': `${path}.${lang}`,
          lang: lang === 'zh' ? 'zh-CN' : 'en',
          value: value[lang],
          maxLength,
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
        };
        return (
          <Field key={lang} id={id} label={t('assessments.editor.inLanguage', { label, language: t(`assessments.where.${lang}`) })}>
            {multiline ? <Textarea {...props} rows={rows} /> : <Input {...props} />}
          </Field>
        );
      })}
    </div>
  );
}

/**
 * A key (what the rules name): typed freely, taken on leaving the field or Enter, so the rules that
 * use it follow once rather than through every keystroke; lower-cased and trimmed on the way.
 */
export function KeyInput({ path, value, onCommit, label, className }: { path: string; value: string; onCommit: (key: string) => void; label: string; className?: string }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const id = fieldId(path);
  const commit = () => {
    const key = draft.trim().toLowerCase();
    setDraft(key);
    if (key !== value) onCommit(key);
  };
  return (
    <Field id={id} label={label} className={className}>
      <Input
        id={id}
        data-path={path}
        value={draft}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        className="font-mono text-[13px]"
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
    </Field>
  );
}

const parse = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * A number typed as text: each value that reads as a number is passed on; an empty field passes
 * `undefined` when `optional` (an open end of a band), else stays marked until a number is typed.
 */
export function NumberInput({
  path,
  label,
  value,
  onChange,
  optional = false,
  integer = false,
  className,
  ...rest
}: {
  path: string;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  optional?: boolean;
  integer?: boolean;
  className?: string;
} & Pick<ComponentProps<'input'>, 'min' | 'max' | 'step' | 'placeholder'>) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText((shown) => (parse(shown) === value ? shown : value === undefined ? '' : String(value))), [value]);
  const id = fieldId(path);
  const read = parse(text);
  const bad = read === undefined ? !optional : !Number.isFinite(read) || (integer && !Number.isInteger(read));
  return (
    <Field id={id} label={label} className={className}>
      <Input
        id={id}
        data-path={path}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        value={text}
        aria-invalid={bad || undefined}
        step={integer ? 1 : 'any'}
        {...rest}
        onChange={(e) => {
          setText(e.target.value);
          const n = parse(e.target.value);
          if (n === undefined ? optional : Number.isFinite(n)) onChange(n);
        }}
      />
    </Field>
  );
}

/** An on/off switch with its label and a line under it. */
export function Switch({ checked, onChange, label, hint }: { checked: boolean; onChange: (on: boolean) => void; label: string; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-path="inNavigation"
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-5 w-9 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
          checked ? 'bg-primary' : 'bg-input',
        )}
      >
        <span className={cn('block size-4 rounded-full bg-background shadow transition-transform', checked ? 'translate-x-4' : 'translate-x-0')} />
      </button>
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
