import type { TFunction } from 'i18next';
import { CircleAlert, CircleCheck, CircleMinus, PencilLine, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { localizedText } from '@shared/assessment-rules';
import type { Language } from '@shared/languages';
import type { AssessmentContent, AssessmentOutcome, OutcomeTone } from '@shared/schemas/assessments';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Each tone in words and with its own icon besides its colour; text at AA contrast on its tint. */
const tones: Record<OutcomeTone, { Icon: LucideIcon; box: string; icon: string }> = {
  likely: { Icon: CircleCheck, box: 'border-emerald-300 bg-emerald-50 text-emerald-950', icon: 'text-emerald-700' },
  possible: { Icon: CircleAlert, box: 'border-amber-300 bg-amber-50 text-amber-950', icon: 'text-amber-700' },
  unlikely: { Icon: CircleMinus, box: 'border-slate-300 bg-slate-100 text-slate-900', icon: 'text-slate-600' },
};

/** The reviewed date (YYYY-MM-DD) in the page's language: 2025年3月10日, 10 March 2025. */
const reviewedDate = (date: string, lang: Language): string =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

interface AssessmentResultProps {
  content: AssessmentContent;
  /** null: these answers reach no outcome (only a draft in the preview can) */
  outcome: AssessmentOutcome | null;
  lang: Language;
  t: TFunction<'site'>;
  onChange: () => void;
}

/** The outcome with its tone, "Change my answers", the disclaimer and the reviewed date (the call to action follows it); focused when it appears. */
export function AssessmentResult({ content, outcome, lang, t, onChange }: AssessmentResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // the question the visitor was on is gone: move them to what took its place
  useEffect(() => heading.current?.focus(), []);
  const tone = outcome ? tones[outcome.tone] : tones.unlikely;

  return (
    <section aria-labelledby={titleId} data-testid="assessment-result" className="grid gap-5">
      <div className={cn('grid gap-3 rounded-xl border-2 p-5 md:p-6', tone.box)}>
        <p className="text-sm font-medium">{t('eligibility.result.heading')}</p>
        <div className="flex items-start gap-3">
          <tone.Icon aria-hidden="true" className={cn('mt-0.5 size-7 shrink-0', tone.icon)} />
          <div className="grid min-w-0 gap-1">
            {outcome && (
              <p data-testid="assessment-tone" className="text-sm font-semibold tracking-wide uppercase">
                {t(`eligibility.result.tones.${outcome.tone}`)}
              </p>
            )}
            <h2 ref={heading} id={titleId} tabIndex={-1} className="text-xl font-bold break-words outline-none md:text-2xl">
              {outcome ? localizedText(outcome.title, lang) : t('eligibility.result.noOutcome')}
            </h2>
          </div>
        </div>
        {outcome && <p className="leading-relaxed break-words whitespace-pre-line">{localizedText(outcome.text, lang)}</p>}
      </div>
      <div>
        <Button type="button" variant="outline" size="lg" className="min-h-11 w-full sm:w-auto" onClick={onChange}>
          <PencilLine aria-hidden="true" />
          {t('eligibility.result.change')}
        </Button>
      </div>
      <aside aria-label={t('eligibility.result.disclaimer')} className="grid gap-1 border-t pt-4 text-sm leading-relaxed text-muted-foreground">
        <p className="font-medium text-foreground/80">{t('eligibility.result.disclaimer')}</p>
        <p className="break-words whitespace-pre-line">{localizedText(content.disclaimer, lang)}</p>
        <p data-testid="assessment-reviewed">{t('eligibility.result.reviewed', { date: reviewedDate(content.reviewedOn, lang) })}</p>
      </aside>
    </section>
  );
}
