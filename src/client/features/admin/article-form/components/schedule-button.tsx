import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { ArticleStatus } from '@shared/catalog';
import type { Language } from '@shared/languages';
import type { ArticleSchedule, ScheduleInput } from '@shared/schemas/scheduling';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api-client';
import { useErrorMessage } from '@/i18n/error-message';
import { formatSgt, fromSgtInput, toSgtInput } from '../../shared/singapore-time';
import { languagesOf, staysDraft, type ScheduleChoice } from './schedule-choice';

const scheduleKey = (id: number) => ['admin', 'articles', 'schedule', id] as const;

/**
 * GET and PUT /api/articles/:id/schedule; a change refreshes the list, which shows Scheduled. Read
 * when the dialog first opens (the list shows every schedule already), not with every editor.
 */
function useSchedule(id: number, wanted: boolean) {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: scheduleKey(id), queryFn: ({ signal }) => api.get<ArticleSchedule>(`/api/articles/${id}/schedule`, { signal }), staleTime: 0, enabled: wanted });
  const save = useMutation({
    mutationFn: (input: ScheduleInput) => api.put<ArticleSchedule>(`/api/articles/${id}/schedule`, input),
    onSuccess: (schedule) => {
      qc.setQueryData(scheduleKey(id), schedule);
      return qc.invalidateQueries({ queryKey: ['admin', 'articles', 'list'] });
    },
  });
  return { query, save };
}

/**
 * "Schedule…": when the Chinese, the English or both versions go live and, optionally, come down,
 * typed in Singapore time and stored in UTC (docs/decisions/0016-publishing.md). The dialog says
 * before saving which version stays a draft. The active language's times show beside the button.
 */
export function ScheduleButton({ articleId, lang, versions }: { articleId: number; lang: Language; versions: { zh: ArticleStatus; en: ArticleStatus | null } }) {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { query, save } = useSchedule(articleId, asked);
  const [choice, setChoice] = useState<ScheduleChoice>(lang);
  const [publishAt, setPublishAt] = useState('');
  const [unpublishAt, setUnpublishAt] = useState('');
  const current = query.data?.[lang] ?? null;
  const hasEnglish = versions.en !== null;

  const start = async () => {
    setAsked(true);
    const schedule = query.data ?? (await query.refetch()).data;
    const version = schedule?.[lang] ?? null;
    setChoice(lang);
    setPublishAt(toSgtInput(version?.publishAt));
    setUnpublishAt(toSgtInput(version?.unpublishAt));
    setOpen(true);
  };
  const submit = (input: ScheduleInput, done: string) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(done);
        setOpen(false);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  const onSave = () => {
    const publish = publishAt ? fromSgtInput(publishAt) : null;
    const unpublish = unpublishAt ? fromSgtInput(unpublishAt) : null;
    if ((publishAt && !publish) || (unpublishAt && !unpublish)) return toast.error(t('publishing.schedule.invalid'));
    submit({ languages: languagesOf(choice), publishAt: publish, unpublishAt: unpublish }, t('publishing.schedule.saved'));
  };

  const summary = [
    current?.publishAt && t('publishing.schedule.publishesAt', { time: formatSgt(current.publishAt, i18n.language) }),
    current?.unpublishAt && t('publishing.schedule.unpublishesAt', { time: formatSgt(current.unpublishAt, i18n.language) }),
  ].filter(Boolean);
  const chosen = languagesOf(choice);
  const pending = chosen.some((l) => query.data?.[l]?.publishAt || query.data?.[l]?.unpublishAt);
  const draftLeft = publishAt ? staysDraft(choice, versions) : null;
  const options: { value: ScheduleChoice; label: string; disabled: boolean }[] = [
    { value: 'zh', label: t('publishing.langs.zh'), disabled: false },
    { value: 'en', label: t('publishing.langs.en'), disabled: !hasEnglish },
    { value: 'both', label: t('publishing.schedule.both'), disabled: !hasEnglish },
  ];

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => void start()} disabled={lang === 'en' && !hasEnglish} data-testid="schedule-open">
        <CalendarClock aria-hidden="true" />
        {t('publishing.schedule.button')}
      </Button>
      {summary.length > 0 && (
        <span className="text-xs text-amber-700" data-testid="schedule-summary">
          {summary.join(' · ')}
        </span>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md" closeLabel={t('publishing.schedule.cancel')}>
          <DialogHeader>
            <DialogTitle>{t('publishing.schedule.title')}</DialogTitle>
            <DialogDescription>{t('publishing.schedule.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <fieldset className="grid gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">{t('publishing.schedule.languages')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {options.map((o) => (
                  <label key={o.value} className="flex items-center gap-1.5 text-sm has-disabled:opacity-50">
                    <input type="radio" name="schedule-languages" value={o.value} checked={choice === o.value} disabled={o.disabled} onChange={() => setChoice(o.value)} />
                    {o.label}
                  </label>
                ))}
              </div>
              {!hasEnglish && <p className="text-xs text-muted-foreground">{t('publishing.schedule.noEnglish')}</p>}
            </fieldset>
            <div className="grid gap-1.5">
              <Label htmlFor="schedule-publish-at">{t('publishing.schedule.publishAt')}</Label>
              <Input id="schedule-publish-at" type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="schedule-unpublish-at">{t('publishing.schedule.unpublishAt')}</Label>
              <Input id="schedule-unpublish-at" type="datetime-local" value={unpublishAt} onChange={(e) => setUnpublishAt(e.target.value)} />
            </div>
            {draftLeft && (
              <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900" data-testid="schedule-stays-draft">
                {t('publishing.schedule.staysDraft', { lang: t(`publishing.langs.${draftLeft}`) })}
              </p>
            )}
          </div>
          <DialogFooter className="gap-2">
            {pending && (
              <Button type="button" variant="ghost" className="sm:mr-auto" disabled={save.isPending} onClick={() => submit({ languages: chosen, publishAt: null, unpublishAt: null }, t('publishing.schedule.cleared'))}>
                {t('publishing.schedule.clear')}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('publishing.schedule.cancel')}
            </Button>
            <Button type="button" onClick={onSave} disabled={save.isPending || (!publishAt && !unpublishAt)} data-testid="schedule-save">
              {t('publishing.schedule.save')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
