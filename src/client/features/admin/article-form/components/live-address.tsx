import { Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { articlePath } from '@shared/article-path';
import type { Language } from '@shared/languages';
import { localePath } from '@shared/paths';
import type { AdminArticle } from '@shared/schemas/articles';

/** The public URLs of the article's published versions, from what is stored (never from the form). */
export function liveAddresses(article: AdminArticle, origin: string): { lang: Language; url: string }[] {
  const path = articlePath(article);
  if (!path) return [];
  const live: Language[] = [];
  if (article.status === 'Published') live.push('zh');
  if (article.translations.en?.status === 'Published') live.push('en');
  return live.map((lang) => ({ lang, url: `${origin}${localePath(path, lang)}` }));
}

/**
 * After publishing, the editor shows where readers find the article: the real public URL of each
 * live version, with a copy button, so the address a writer shares is the one that works.
 */
export function LiveAddress({ article }: { article: AdminArticle }) {
  const { t } = useTranslation('admin');
  const addresses = liveAddresses(article, typeof window === 'undefined' ? '' : window.location.origin);
  if (!addresses.length) return null;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('articleForm.liveAddress.copied'));
    } catch {
      toast.error(t('articleForm.liveAddress.copyFailed'));
    }
  };
  return (
    <ul className="grid gap-1 text-xs" data-testid="live-address" aria-label={t('articleForm.liveAddress.label')}>
      {addresses.map(({ lang, url }) => (
        <li key={lang} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="shrink-0 font-medium text-emerald-700">{t(`articleForm.liveAddress.${lang}`)}</span>
          <a href={url} target="_blank" rel="noreferrer" className="inline-flex min-w-0 items-center gap-1 break-all font-mono text-primary underline-offset-2 hover:underline">
            {url}
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
          </a>
          <Button type="button" variant="ghost" size="sm" className="h-6 px-2 text-xs" onClick={() => void copy(url)} aria-label={t('articleForm.liveAddress.copyLabel', { lang: t(`articleForm.liveAddress.${lang}`) })}>
            <Copy aria-hidden="true" />
            {t('articleForm.liveAddress.copy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
