import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import type { Language } from '@shared/languages';
import type { ArticleSnapshot, RevisionSummary } from '@shared/schemas/revisions';
import { useRevision, useRevisions } from '../revision-queries';
import { HistoryDiff } from './history-diff';
import type { CurrentVersion } from './history-diff-model';

export interface HistoryPanelProps {
  articleId: number;
  lang: Language;
  /** the editor's current version of `lang` with the shared fields, compared with each revision */
  current: CurrentVersion;
  onRestore: (snapshot: ArticleSnapshot) => void;
  onClose: () => void;
}

/** When a revision was saved, in the admin's language and Singapore time (where the staff work). */
function useSavedTime() {
  const { t, i18n } = useTranslation('admin');
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-SG' : 'zh-CN', { timeZone: 'Asia/Singapore', dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => t('revisions.time', { time: format.format(new Date(iso)) });
}

/** The History side panel (lazy: it brings the diff library): the revisions of one language, then one against the editor. */
export default function HistoryPanel({ articleId, lang, current, onRestore, onClose }: HistoryPanelProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const [selected, setSelected] = useState<RevisionSummary | null>(null);
  const list = useRevisions(articleId, lang);
  const revision = useRevision(articleId, selected?.id ?? null);
  const savedTime = useSavedTime();

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-xl" closeLabel={t('shared.actions.close')} data-testid="history-panel">
        <SheetHeader className="border-b pr-10">
          <SheetTitle>{t('revisions.title', { lang: tc(`language.${lang}`) })}</SheetTitle>
          <SheetDescription>{t('revisions.description')}</SheetDescription>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          {selected ? (
            <div className="space-y-4">
              <Button type="button" variant="ghost" size="sm" className="-ml-2" onClick={() => setSelected(null)}>
                <ArrowLeft aria-hidden="true" />
                {t('revisions.back')}
              </Button>
              <RevisionLine revision={selected} time={savedTime(selected.createdAt)} />
              {revision.data ? (
                <>
                  <Button type="button" onClick={() => onRestore(revision.data.snapshot)} data-testid="history-restore">
                    <RotateCcw aria-hidden="true" />
                    {t('revisions.restore')}
                  </Button>
                  <HistoryDiff revision={revision.data.snapshot} current={current} lang={lang} />
                </>
              ) : (
                <Pending failed={revision.isError} />
              )}
            </div>
          ) : list.data ? (
            list.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('revisions.empty')}</p>
            ) : (
              <ol className="divide-y rounded-md border" data-testid="history-list">
                {list.data.map((r) => (
                  <li key={r.id}>
                    <button type="button" className="w-full px-3 py-2.5 text-left hover:bg-muted/60 focus-visible:bg-muted focus-visible:outline-none" onClick={() => setSelected(r)}>
                      <RevisionLine revision={r} time={savedTime(r.createdAt)} />
                    </button>
                  </li>
                ))}
              </ol>
            )
          ) : (
            <Pending failed={list.isError} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function RevisionLine({ revision, time }: { revision: RevisionSummary; time: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="min-w-0 space-y-0.5">
      <div className="flex items-center gap-2">
        <span className="truncate font-medium">{revision.title}</span>
        {revision.published && (
          <Badge variant="secondary" className="border-green-200 bg-green-50 text-green-800">
            {t('revisions.published')}
          </Badge>
        )}
        {revision.event && (
          <Badge variant="outline" className="border-sky-200 bg-sky-50 text-sky-900" data-testid="revision-event">
            {t(`review.events.${revision.event}`)}
          </Badge>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {time} · {revision.source === 'saved' && revision.authorName ? t('revisions.by', { name: revision.authorName }) : revision.source === 'scheduled' ? t(revision.status === 'Published' ? 'revisions.scheduledPublish' : 'revisions.scheduledUnpublish') : t('revisions.unknownAuthor')}
      </p>
    </div>
  );
}

function Pending({ failed }: { failed: boolean }) {
  const { t } = useTranslation('admin');
  if (failed) return <p role="alert" className="text-sm text-destructive">{t('revisions.loadFailed')}</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="size-4" aria-hidden="true" />
      {t('revisions.loading')}
    </p>
  );
}
