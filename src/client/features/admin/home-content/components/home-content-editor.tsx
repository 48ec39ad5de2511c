import { AlertTriangle, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { languages, type Language } from '@shared/languages';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useUnsavedChanges } from '../../shared/unsaved-changes';
import { useHomeContentForSettings } from '../api/get-home-content';
import { useUpdateHomeContent } from '../api/update-home-content';
import { languageWithProblems, problemsFromServer, toDraft, validateDraft, type FieldProblems, type HomeDraft } from '../lib/home-content-form';
import { TestimonialsEditor } from './testimonials-editor';
import { TextsFields } from './texts-fields';
import { TrustFields } from './trust-fields';

/**
 * Settings → Home page (docs/decisions/0024-beyond-the-spec.md): both languages (one at a time, by the switch), the trust details,
 * one save for everything. Unsaved edits are guarded like the contact tab's.
 */
export function HomeContentEditor() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const query = useHomeContentForSettings();
  const update = useUpdateHomeContent();
  const [draft, setDraft] = useState<HomeDraft | null>(null);
  const [lang, setLang] = useState<Language>('zh');
  const [problems, setProblems] = useState<FieldProblems>({});
  const saved = query.data ? toDraft(query.data) : null;
  const current = draft ?? saved;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);

  if (query.isPending) return <Skeleton className="h-80 w-full rounded-xl" />;
  if (!current) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background py-12 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-medium">{t('homeContent.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          {t('shared.actions.retry')}
        </Button>
      </div>
    );
  }

  const change = (edit: (d: HomeDraft) => void) =>
    setDraft((previous) => {
      const next = structuredClone(previous ?? current);
      edit(next);
      return next;
    });
  const problem = (path: string) => (problems[path] ? t(`homeContent.errors.${problems[path]}`) : undefined);
  const showProblems = (found: FieldProblems) => {
    setProblems(found);
    const where = languageWithProblems(found);
    if (where) setLang(where);
    toast.error(t('homeContent.invalid', { language: t(`homeContent.languages.${where ?? lang}`) }));
  };
  const save = () => {
    const { input, problems: found } = validateDraft(current);
    if (!input) return showProblems(found);
    setProblems({});
    update.mutate(input, {
      onSuccess: () => {
        setDraft(null);
        toast.success(t('homeContent.saved'));
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fieldErrors) return showProblems(problemsFromServer(err.fieldErrors));
        toast.error(t('homeContent.saveFailed'), { description: errorMessage(err) });
      },
    });
  };
  const discard = () => {
    setDraft(null);
    setProblems({});
  };
  const editor = { change, problem };

  return (
    <form className="grid gap-4" onSubmit={(e) => (e.preventDefault(), save())} noValidate aria-label={t('homeContent.title')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('homeContent.title')}</CardTitle>
          <CardDescription>{t('homeContent.description')}</CardDescription>
        </CardHeader>
      </Card>
      <div role="group" aria-label={t('homeContent.language')} className="flex w-fit gap-1 rounded-lg border bg-muted p-1">
        {languages.map((l) => (
          <Button key={l} type="button" size="sm" variant={l === lang ? 'default' : 'ghost'} aria-pressed={l === lang} lang={l === 'zh' ? 'zh-CN' : 'en'} onClick={() => setLang(l)}>
            {t(`homeContent.languages.${l}`)}
            {Object.keys(problems).some((p) => p.startsWith(`${l}.`)) && <span aria-hidden="true" className="size-2 rounded-full bg-destructive" />}
          </Button>
        ))}
      </div>
      <TextsFields key={`texts-${lang}`} lang={lang} texts={current[lang]} {...editor} />
      <TestimonialsEditor key={`testimonials-${lang}`} lang={lang} testimonials={current[lang].testimonials} {...editor} />
      <TrustFields trust={current.trust} {...editor} />
      <div className={cn('sticky bottom-0 z-10 flex flex-wrap justify-end gap-2 border-t bg-background/95 py-3 backdrop-blur', !dirty && 'static')}>
        <Button type="button" variant="outline" onClick={discard} disabled={!dirty || update.isPending}>
          {t('homeContent.reset')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner aria-hidden="true" />}
          {update.isPending ? t('shared.saving') : t('homeContent.save')}
        </Button>
      </div>
    </form>
  );
}
