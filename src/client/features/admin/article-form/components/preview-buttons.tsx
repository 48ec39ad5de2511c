import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { Language } from '@shared/languages';
import { paths } from '@shared/paths';
import type { CreatedPreviewLink, PreviewLink } from '@shared/schemas/preview';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api-client';
import { useErrorMessage } from '@/i18n/error-message';
import { formatSgt } from '../../shared/singapore-time';

const linksKey = (id: number) => ['admin', 'articles', 'preview-links', id] as const;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The share dialog: a new link (its token shown once), the live links and their revocation. */
function ShareDialog({ articleId, lang, onClose }: { articleId: number; lang: Language; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const qc = useQueryClient();
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const links = useQuery({ queryKey: linksKey(articleId), queryFn: ({ signal }) => api.get<PreviewLink[]>(`/api/articles/${articleId}/preview-links`, { signal }), staleTime: 0 });
  const refresh = () => qc.invalidateQueries({ queryKey: linksKey(articleId) });
  const create = useMutation({
    mutationFn: () => api.post<CreatedPreviewLink>(`/api/articles/${articleId}/preview-links`, { lang }),
    onSuccess: async (link) => {
      setCreated(link);
      toast.success((await copy(link.url)) ? t('publishing.preview.created') : t('publishing.preview.copyFailed'));
      await refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/preview-links/${id}`),
    onSuccess: async (_answer, id) => {
      if (created?.id === id) setCreated(null);
      toast.success(t('publishing.preview.revoked'));
      await refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg" closeLabel={t('shared.actions.close')} data-testid="share-dialog">
        <DialogHeader>
          <DialogTitle>{t('publishing.preview.shareTitle')}</DialogTitle>
          <DialogDescription>{t('publishing.preview.shareDescription')}</DialogDescription>
        </DialogHeader>
        <Button type="button" onClick={() => create.mutate()} disabled={create.isPending} data-testid="share-create">
          <Link2 aria-hidden="true" />
          {t('publishing.preview.create')} ({t(`publishing.langs.${lang}`)})
        </Button>
        {created && (
          <div className="grid gap-1.5">
            <p className="text-sm font-medium">{t('publishing.preview.newLink')}</p>
            <div className="flex gap-2">
              <Input readOnly value={created.url} onFocus={(e) => e.target.select()} data-testid="share-url" aria-label={t('publishing.preview.newLink')} />
              <Button type="button" variant="outline" size="icon" title={t('publishing.preview.copy')} aria-label={t('publishing.preview.copy')} onClick={() => void copy(created.url).then((ok) => ok && toast.success(t('publishing.preview.copied')))}>
                <Copy aria-hidden="true" />
              </Button>
            </div>
          </div>
        )}
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('publishing.preview.active')}</p>
          {links.data?.length ? (
            <ul className="divide-y rounded-md border text-sm" data-testid="share-links">
              {links.data.map((link) => (
                <li key={link.id} className="flex items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0">
                    <span className="mr-2 rounded bg-muted px-1.5 py-0.5 text-xs">{t(`publishing.langs.${link.lang}`)}</span>
                    {t('publishing.preview.expires', { time: formatSgt(link.expiresAt, i18n.language) })}
                    {link.createdBy && <span className="block text-xs text-muted-foreground">{t('publishing.preview.by', { name: link.createdBy })}</span>}
                  </span>
                  <Button type="button" variant="ghost" size="sm" className="text-destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(link.id)}>
                    {t('publishing.preview.revoke')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('publishing.preview.none')}</p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Preview" (the saved version of the active language, in a new tab, as visitors would see it) and
 * "Share preview link" (docs/decisions/0016-publishing.md).
 */
export function PreviewButtons({ articleId, lang }: { articleId: number; lang: Language }) {
  const { t } = useTranslation('admin');
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <a href={paths.previewArticle(articleId, lang)} target="_blank" rel="noopener" title={t('publishing.preview.openHint', { lang: t(`publishing.langs.${lang}`) })} data-testid="preview-open">
          <ExternalLink aria-hidden="true" />
          {t('publishing.preview.open')}
        </a>
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setSharing(true)} data-testid="share-open">
        <Link2 aria-hidden="true" />
        {t('publishing.preview.share')}
      </Button>
      {sharing && <ShareDialog articleId={articleId} lang={lang} onClose={() => setSharing(false)} />}
    </>
  );
}
