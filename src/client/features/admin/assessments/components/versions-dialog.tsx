import { ExternalLink, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useErrorMessage } from '@/i18n/error-message';
import { localePath, paths } from '@shared/paths';
import type { AssessmentDetail, AssessmentVersionSummary } from '@shared/schemas/assessments';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { ListLoadFailed, ListLoading } from '../../shared/list-states';
import { formatSgt } from '../../shared/singapore-time';
import { useVersions } from '../api/get-versions';
import { useRestoreVersion } from '../api/restore-version';

/** "View on the site" in both languages: the published version's page. */
export function SiteLinks({ slug }: { slug: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {(['zh', 'en'] as const).map((lang) => (
        <a key={lang} href={localePath(paths.eligibility(slug), lang)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" data-testid={`site-link-${lang}`}>
          <ExternalLink className="size-3.5" aria-hidden="true" />
          {t('assessments.editor.versions.viewOnSite', { language: tc(`language.${lang}`) })}
        </a>
      ))}
    </span>
  );
}

/**
 * The kept versions, newest first: which were published and which one visitors see now, when and by
 * whom; any can be copied back into the draft (nothing is published until staff publish).
 */
export function VersionsDialog({ detail, dirty, onRestored, onClose }: { detail: AssessmentDetail; dirty: boolean; onRestored: (restored: AssessmentDetail) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const versions = useVersions(detail.id);
  const restore = useRestoreVersion();
  const [restoring, setRestoring] = useState<AssessmentVersionSummary | null>(null);
  const v = 'assessments.editor.versions' as const;

  const confirm = () =>
    restoring &&
    restore.mutate(
      { id: detail.id, versionId: restoring.id },
      {
        onSuccess: (restored) => {
          toast.success(t(`${v}.restored`, { version: restoring.version }));
          setRestoring(null);
          onRestored(restored);
        },
        onError: (err) => {
          setRestoring(null);
          toast.error(t(`${v}.restoreFailed`), { description: errorMessage(err, t('shared.errors.unknown')) });
        },
      },
    );

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && !restore.isPending && onClose()}>
        <DialogContent closeLabel={t('shared.actions.close')} data-testid="versions-dialog" className="sm:max-w-xl">
          <DialogHeader className="pr-8 text-start">
            <DialogTitle>{t(`${v}.title`)}</DialogTitle>
            <DialogDescription>{t(`${v}.description`)}</DialogDescription>
          </DialogHeader>
          {versions.isPending ? (
            <ListLoading rows={3} />
          ) : versions.isError ? (
            <ListLoadFailed title={t(`${v}.loadFailed`)} error={versions.error} onRetry={() => void versions.refetch()} retrying={versions.isFetching} />
          ) : versions.data.versions.length === 0 ? (
            <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <History className="size-4" aria-hidden="true" />
              {t(`${v}.empty`)}
            </p>
          ) : (
            <ul className="max-h-[60dvh] divide-y overflow-y-auto rounded-md border">
              {versions.data.versions.map((version) => (
                <li key={version.id} className="grid gap-2 px-3 py-2.5" data-testid="version-row">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium tabular-nums">{t('assessments.version', { version: version.version })}</span>
                    {version.published && <Badge variant={version.current ? 'success' : 'outline'}>{version.current ? t(`${v}.current`) : t(`${v}.published`)}</Badge>}
                    <span className="text-xs text-muted-foreground">
                      {t(`${v}.when`, { time: formatSgt(version.createdAt, i18n.language), name: version.authorName ?? t('activity.system') })}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    {version.current ? <SiteLinks slug={detail.slug} /> : <span />}
                    <Button type="button" variant="outline" size="sm" onClick={() => setRestoring(version)} aria-label={t(`${v}.restoreLabel`, { version: version.version })}>
                      {t(`${v}.restore`)}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={restoring !== null}
        title={t(`${v}.confirmTitle`, { version: restoring?.version ?? 0 })}
        description={dirty ? `${t(`${v}.confirmText`)} ${t(`${v}.confirmUnsaved`)}` : t(`${v}.confirmText`)}
        confirmLabel={t(`${v}.restore`)}
        pending={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={confirm}
      />
    </>
  );
}
