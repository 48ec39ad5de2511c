import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { answeredQuestions, answerFits, evaluateAssessment, localizedText, type Evaluation } from '@shared/assessment-rules';
import type { Language } from '@shared/languages';
import type { AssessmentAnswer, AssessmentAnswers, AssessmentContent } from '@shared/schemas/assessments';
import { Button } from '@/components/ui/button';
import type { EnquiryAttachment } from '@/features/site/consultation-form';
import { useAssessmentBeacons } from '../use-assessment-beacons';
import { useRunnerStrings } from '../use-runner-strings';
import { AssessmentProgress } from './assessment-progress';
import { AssessmentResult } from './assessment-result';
import { EnquiryOffer } from './enquiry-offer';
import { QuestionField } from './question-field';

export interface AssessmentRunnerProps {
  content: AssessmentContent;
  /** the language the assessment is taken in (the page's; the preview's choice) */
  lang: Language;
  slug: string;
  /** the published version taken; null (a draft) sends nothing and offers no enquiry */
  versionId: number | null;
  /** the back office's preview: no beacons, no enquiry */
  preview?: boolean;
  /** each time a result is worked out, with how it was reached (the preview shows it) */
  onFinish?: (evaluation: Evaluation, answers: AssessmentAnswers) => void;
}

interface Shown {
  evaluation: Evaluation;
  answers: AssessmentAnswers;
}

/**
 * A self-assessment taken one question at a time (docs/decisions/0030-self-assessments.md): a progress
 * bar, Back and Next keeping every answer, Next only once the answer fits; then the result on the same
 * page, worked out by the shared rules, with the enquiry form offered under it. Nothing leaves the
 * page while the visitor answers but the two counting beacons.
 */
export function AssessmentRunner({ content, lang, slug, versionId, preview = false, onFinish }: AssessmentRunnerProps) {
  const t = useRunnerStrings(lang);
  const live = !preview && versionId !== null;
  const beacons = useAssessmentBeacons(slug, live);
  const [answers, setAnswers] = useState<AssessmentAnswers>({});
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState<Shown | null>(null);
  const [view, setView] = useState<'questions' | 'result'>('questions');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // focus follows the visitor from question to question, but not on arrival
  const moved = useRef(false);

  const { questions } = content;
  const index = Math.min(step, questions.length - 1);
  const question = questions[index];
  useEffect(() => {
    if (moved.current && view === 'questions') heading.current?.focus();
  }, [index, view]);

  const attachment = useMemo<EnquiryAttachment | undefined>(() => {
    if (!shown?.evaluation.ok || versionId === null) return undefined;
    const { outcome } = shown.evaluation;
    return { slug, versionId, answers: shown.answers, outcome: outcome.id, summary: answeredQuestions(content, shown.answers, lang), outcomeTitle: localizedText(outcome.title, lang) };
  }, [shown, content, slug, versionId, lang]);

  if (!question) return null;
  // a multiple choice may be left with none ticked: that is an answer too
  const current: AssessmentAnswer | undefined = answers[question.id] ?? (question.kind === 'multiple' ? [] : undefined);
  const fits = answerFits(question, current);
  const last = index === questions.length - 1;
  const help = question.help ? localizedText(question.help, lang) : '';

  const answer = (value: AssessmentAnswer | undefined) => {
    setAnswers(({ [question.id]: _, ...rest }) => (value === undefined ? rest : { ...rest, [question.id]: value }));
    if (value !== undefined) beacons.start();
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (!fits || current === undefined) return;
    const all = { ...answers, [question.id]: current };
    setAnswers(all);
    beacons.start();
    moved.current = true;
    if (!last) return setStep(index + 1);
    const evaluation = evaluateAssessment(content, all);
    // an answer that no longer fits (the preview's draft changed under it): back to that question
    if (!evaluation.ok && evaluation.reason !== 'noOutcome') return setStep(Math.max(0, questions.findIndex((q) => q.id === evaluation.question)));
    setShown({ evaluation, answers: all });
    setView('result');
    if (evaluation.ok) beacons.finish(evaluation.outcome.id);
    onFinish?.(evaluation, all);
  };

  const back = () => {
    moved.current = true;
    setStep(Math.max(0, index - 1));
  };
  const changeAnswers = () => {
    moved.current = true;
    setStep(0);
    setView('questions');
  };

  const service = (shown?.evaluation.ok && shown.evaluation.outcome.service) || content.service;
  return (
    <div className="grid gap-6">
      <div className="rounded-xl border bg-card p-5 shadow-sm md:p-8">
        {view === 'result' && shown ? (
          <AssessmentResult content={content} outcome={shown.evaluation.ok ? shown.evaluation.outcome : null} lang={lang} t={t} onChange={changeAnswers} />
        ) : (
          <form noValidate onSubmit={next} aria-labelledby={`${id}-question`} className="grid gap-6">
            <AssessmentProgress current={index + 1} total={questions.length} t={t} />
            <div className="grid gap-2">
              <h2 ref={heading} id={`${id}-question`} tabIndex={-1} className="text-xl leading-snug font-semibold break-words outline-none md:text-2xl">
                {localizedText(question.text, lang)}
              </h2>
              {help && (
                <p id={`${id}-help`} className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
                  {help}
                </p>
              )}
            </div>
            <QuestionField key={question.id} question={question} answer={current} onAnswer={answer} lang={lang} t={t} labelledBy={`${id}-question`} describedBy={help ? `${id}-help` : undefined} />
            <div className="flex gap-3">
              {index > 0 && (
                <Button type="button" variant="outline" size="lg" className="min-h-12 flex-1 sm:flex-none" onClick={back}>
                  <ArrowLeft aria-hidden="true" />
                  {t('eligibility.runner.back')}
                </Button>
              )}
              <Button type="submit" size="lg" disabled={!fits} className="min-h-12 flex-1 sm:ms-auto sm:flex-none">
                {last ? t('eligibility.runner.seeResult') : t('eligibility.runner.next')}
                <ArrowRight aria-hidden="true" />
              </Button>
            </div>
          </form>
        )}
      </div>
      {live && shown && <EnquiryOffer t={t} service={service} attachment={attachment} hidden={view !== 'result'} />}
      {!live && view === 'result' && <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t('eligibility.cta.preview')}</p>}
    </div>
  );
}
