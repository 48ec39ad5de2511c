import { useTranslation } from '@/i18n/use-translation';
import type { AnsweredQuestion, AssessmentAnswers } from '@shared/schemas/assessments';

/**
 * A self-assessment the enquiry may carry (docs/decisions/0030-self-assessments.md): what the server
 * checks (the version, answers and outcome), and what the visitor reads as what would be sent.
 */
export interface EnquiryAttachment {
  slug: string;
  versionId: number;
  answers: AssessmentAnswers;
  /** the outcome's key the page showed */
  outcome: string;
  /** the questions and answers in words, in the page's language */
  summary: AnsweredQuestion[];
  /** the outcome's title as the page showed it */
  outcomeTitle?: string;
}

interface AttachAnswersFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  attachment: EnquiryAttachment;
}

/**
 * "Attach my answers", unticked until the visitor ticks it, with exactly what would go with the enquiry
 * listed under it. Its strings travel with the eligibility page (the one page that offers it).
 */
export function AttachAnswersField({ id, checked, onChange, attachment }: AttachAnswersFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3 sm:col-span-2 md:p-4">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-hint`}
          className="size-5 shrink-0 cursor-pointer rounded-sm accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        />
        {t('eligibility.attach.label')}
      </label>
      <p id={`${id}-hint`} className="text-xs leading-relaxed text-muted-foreground">
        {t('eligibility.attach.hint')}
      </p>
      <p className="mt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('eligibility.attach.summary')}</p>
      <dl data-testid="attached-answers" className="grid gap-2 text-sm break-words">
        {attachment.summary.map((qa, i) => (
          <div key={i}>
            <dt className="text-muted-foreground">{qa.question}</dt>
            <dd className="font-medium">{qa.answer}</dd>
          </div>
        ))}
        {attachment.outcomeTitle && (
          <div>
            <dt className="text-muted-foreground">{t('eligibility.attach.result')}</dt>
            <dd className="font-medium">{attachment.outcomeTitle}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
