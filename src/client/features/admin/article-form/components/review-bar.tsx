import { Check, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { Language } from '@shared/languages';
import { fieldAria, FormField } from '../../shared/form-field';
import { fromSgtInput } from '../../shared/singapore-time';

/**
 * A tab's buttons for a writer who cannot publish: "Save draft" (not for a live version, which only
 * an editor may change) and "Submit for review", which asks for an optional publication time. While
 * the version waits for review neither is offered: the submitted text is what the editor reads.
 */
export function ReviewBar({
  lang,
  live,
  waiting,
  saving,
  busy,
  submitting,
  savedAt,
  onSaveDraft,
  onSubmit,
}: {
  lang: Language;
  /** the stored version is Published */
  live: boolean;
  /** a submission of this version waits for review */
  waiting: boolean;
  /** this tab's normal save is under way */
  saving: boolean;
  /** any save or submission is under way */
  busy: boolean;
  submitting: boolean;
  savedAt: Date | null;
  onSaveDraft: () => void;
  onSubmit: (publishAt: string | null) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('admin');
  const [asking, setAsking] = useState(false);
  const time = savedAt?.toLocaleTimeString(i18n.language.startsWith('en') ? 'en-SG' : 'zh-CN', { hour: '2-digit', minute: '2-digit' });
  return (
    <DialogFooter className="flex-row flex-wrap items-center justify-end gap-2 border-t bg-muted/30 px-5 py-3 sm:px-6" data-testid={`review-bar-${lang}`}>
      {waiting && <p className="mr-auto basis-full text-xs text-muted-foreground sm:basis-auto">{t('review.submit.pendingNote')}</p>}
      {savedAt && (
        <p role="status" data-testid="saved-at" className="flex items-center gap-1 text-xs text-muted-foreground">
          <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
          {t('articleForm.savedAt', { time })}
        </p>
      )}
      {!live && (
        <Button type="button" variant="outline" onClick={onSaveDraft} disabled={busy || waiting}>
          {saving && !submitting && <Spinner aria-hidden="true" />}
          {saving && !submitting ? t('articleForm.saving') : t('review.submit.saveDraft')}
        </Button>
      )}
      <Button type="button" onClick={() => setAsking(true)} disabled={busy || waiting} data-testid="submit-for-review">
        {submitting ? <Spinner aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? t('review.submit.working') : t('review.submit.button')}
      </Button>
      {asking && (
        <SubmitDialog
          lang={lang}
          live={live}
          working={submitting}
          onCancel={() => setAsking(false)}
          onSubmit={async (publishAt) => {
            if (await onSubmit(publishAt)) setAsking(false);
          }}
        />
      )}
    </DialogFooter>
  );
}

const id = 'review-publish-at';

function SubmitDialog({ lang, live, working, onCancel, onSubmit }: { lang: Language; live: boolean; working: boolean; onCancel: () => void; onSubmit: (publishAt: string | null) => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const [publishAt, setPublishAt] = useState('');
  const hint = t('review.submit.publishAtHint');
  return (
    <Dialog open onOpenChange={(open) => !open && !working && onCancel()}>
      <DialogContent closeLabel={t('shared.actions.close')} data-testid="submit-dialog">
        <DialogHeader>
          <DialogTitle>{t('review.submit.title', { lang: tc(`language.${lang}`) })}</DialogTitle>
          <DialogDescription>{live ? t('review.submit.liveDescription') : t('review.submit.description')}</DialogDescription>
        </DialogHeader>
        <FormField id={id} label={t('review.submit.publishAt')} hint={hint}>
          <Input {...fieldAria(id, undefined, hint)} type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={working}>
            {t('shared.actions.cancel')}
          </Button>
          <Button type="button" onClick={() => onSubmit(fromSgtInput(publishAt))} disabled={working} data-testid="submit-confirm">
            {working && <Spinner aria-hidden="true" />}
            {working ? t('review.submit.working') : t('review.submit.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
