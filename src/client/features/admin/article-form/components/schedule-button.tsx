import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Language } from '@shared/languages';
import type { ArticleSchedule, ScheduleInput } from '@shared/schemas/scheduling';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api-client';
import { useErrorMessage } from '@/i18n/error-message';
import { formatSgt, fromSgtInput, toSgtInput } from '../../shared/singapore-time';

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
 * "Schedule…": when the active language version goes live and, optionally, comes down, typed in
 * Singapore time and stored in UTC (docs/decisions/0016-publishing.md). The time set shows beside it.
 */
export function ScheduleButton({ articleId, lang }: { articleId: number; lang: Language }) {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { query, save } = useSchedule(articleId, asked);
  const [publishAt, setPublishAt] = useState('');
  const [unpublishAt, setUnpublishAt] = useState('');
  const current = query.data?.[lang] ?? null;

  const start = async () => {
    setAsked(true);
    const schedule = query.data ?? (await query.refetch()).data;
    const version = schedule?.[lang] ?? null;
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
    submit({ lang, publishAt: publish, unpublishAt: unpublish }, t('publishing.schedule.saved'));
  };

  const summary = [
    current?.publishAt && t('publishing.schedule.publishesAt', { time: formatSgt(current.publishAt, i18n.language) }),
    current?.unpublishAt && t('publishing.schedule.unpublishesAt', { time: formatSgt(current.unpublishAt, i18n.language) }),
  ].filter(Boolean);

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => void start()} disabled={lang === 'en' && query.data?.en === null} data-testid="schedule-open">
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
            <DialogDescription>
              {t('publishing.schedule.description')} {t('publishing.schedule.version', { lang: t(`publishing.langs.${lang}`) })}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="schedule-publish-at">{t('publishing.schedule.publishAt')}</Label>
              <Input id="schedule-publish-at" type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="schedule-unpublish-at">{t('publishing.schedule.unpublishAt')}</Label>
              <Input id="schedule-unpublish-at" type="datetime-local" value={unpublishAt} onChange={(e) => setUnpublishAt(e.target.value)} />
            </div>
          </div>
          <DialogFooter className="gap-2">
            {(current?.publishAt || current?.unpublishAt) && (
              <Button type="button" variant="ghost" className="sm:mr-auto" disabled={save.isPending} onClick={() => submit({ lang, publishAt: null, unpublishAt: null }, t('publishing.schedule.cleared'))}>
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
