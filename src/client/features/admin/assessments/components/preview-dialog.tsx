import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { Evaluation } from '@shared/assessment-rules';
import { localizedText } from '@shared/assessment-rules';
import { languages, type Language } from '@shared/languages';
import type { AssessmentContent } from '@shared/schemas/assessments';
import { cn } from '@/lib/utils';

// the visitor's runner comes with the eligibility page's chunk, fetched when a preview first opens
const AssessmentRunner = lazy(() => import('@/features/site/eligibility').then((m) => ({ default: m.AssessmentRunner })));

/**
 * The current content, saved or not, taken as a visitor takes it, in either language: nothing is
 * sent or counted (the runner's preview mode). Under the result, how it was reached, for staff.
 */
export function PreviewDialog({ content, slug, onClose }: { content: AssessmentContent; slug: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const [lang, setLang] = useState<Language>(i18n.language === 'en' ? 'en' : 'zh');
  const [reached, setReached] = useState<Evaluation | null>(null);
  const v = 'assessments.editor.preview' as const;
  const choose = (next: Language) => {
    setLang(next);
    setReached(null);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('shared.actions.close')}
        data-testid="preview-dialog"
        className="flex flex-col gap-4 sm:max-w-2xl max-sm:inset-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0"
      >
        <DialogHeader className="pr-8 text-start">
          <DialogTitle>{t(`${v}.title`)}</DialogTitle>
          <DialogDescription>{t(`${v}.description`)}</DialogDescription>
        </DialogHeader>
        <div role="group" aria-label={tc('language.label')} className="inline-flex w-fit rounded-md border p-0.5">
          {languages.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              onClick={() => choose(l)}
              className={cn('rounded px-3 py-1 text-sm', lang === l ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
              lang={l === 'zh' ? 'zh-CN' : 'en'}
            >
              {tc(`language.${l}`)}
            </button>
          ))}
        </div>
        <div lang={lang === 'zh' ? 'zh-CN' : 'en'} className="grid gap-4">
          <div className="grid gap-1">
            <p className="text-lg font-semibold break-words">{localizedText(content.title, lang) || t('assessments.untitled')}</p>
            {content.intro[lang] || content.intro.zh || content.intro.en ? <p className="text-sm whitespace-pre-line text-muted-foreground">{localizedText(content.intro, lang)}</p> : null}
          </div>
          {content.questions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(`${v}.noQuestions`)}</p>
          ) : (
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
              <AssessmentRunner key={lang} content={content} lang={lang} slug={slug || 'preview'} versionId={null} preview onFinish={(evaluation) => setReached(evaluation)} />
            </Suspense>
          )}
        </div>
        {reached && (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="preview-reached">
            {reached.ok
              ? t(`${v}.via.${reached.via}`, { rule: reached.rule ?? 0, score: reached.score, outcome: reached.outcome.id })
              : t(`${v}.via.none`)}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
