import { AlertTriangle, Eye, LinkIcon, LogIn } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import type { PublicArticle } from '@shared/schemas/articles';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { PageHead } from '@/lib/page-head';
import { ArticleLoading, ArticleMessage } from '@/features/site/article-view';
import { useNewsStrings } from '@/i18n/news-strings';
import { useServicesStrings } from '@/i18n/services-strings';
import { PreviewPage } from './preview-pages';
import { usePreviewStrings } from './preview-strings';

interface PreviewViewProps {
  article: PublicArticle | undefined;
  loading: boolean;
  error: Error | null;
  revision?: number;
}

/** The "not published" banner over the preview: visitors never see this page. */
function PreviewBanner({ revision }: { revision?: number }) {
  const { t } = useTranslation('site');
  return (
    <div role="status" data-testid="preview-banner" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm lg:px-6">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <strong className="font-semibold">{t('preview.banner')}</strong>
        {revision !== undefined && <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs">{t('preview.revision', { id: revision })}</span>}
        <span className="text-amber-900/80">{t('preview.bannerHint')}</span>
      </div>
    </div>
  );
}

/** What went wrong, in words: a dead link, a signed-out staff preview, or another failure. */
function PreviewProblem({ error }: { error: Error | null }) {
  const { t } = useTranslation('site');
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401 || status === 403) {
    const action = (
      <Button asChild>
        <Link to={paths.auth}>
          <LogIn aria-hidden="true" />
          {t('preview.signIn')}
        </Link>
      </Button>
    );
    return <ArticleMessage icon={<LogIn aria-hidden className="size-5" />} title={t('preview.signInTitle')} text={t('preview.signInText')} action={action} />;
  }
  if (status === 404) return <ArticleMessage role="alert" icon={<LinkIcon aria-hidden className="size-5" />} title={t('preview.invalidTitle')} text={t('preview.invalidText')} />;
  return <ArticleMessage role="alert" icon={<AlertTriangle aria-hidden className="size-5" />} title={t('preview.failedTitle')} text={t('preview.invalidText')} />;
}

/**
 * A draft exactly as its public page shows it (hero, breadcrumbs, sidebar or news list and the
 * article), under the preview banner; never indexed (docs/decisions/0016-publishing.md).
 */
export function PreviewView({ article, loading, error, revision }: PreviewViewProps) {
  useNewsStrings();
  useServicesStrings();
  usePreviewStrings();
  const { t } = useTranslation('site');

  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <PageHead title={article ? `${t('preview.banner')}: ${article.title}` : t('preview.banner')} noindex />
      {(article || loading) && <PreviewBanner revision={revision} />}
      {article ? (
        <PreviewPage article={article} />
      ) : (
        <div className="mx-auto max-w-5xl px-4 pt-6 md:pt-10 lg:px-6">{loading ? <ArticleLoading label={t('preview.loading')} /> : <PreviewProblem error={error} />}</div>
      )}
    </div>
  );
}
