import { useTranslation } from '@/i18n/use-translation';
import { AlertTriangle, FileText } from 'lucide-react';
import type { PublicArticle as Article } from '@shared/schemas/articles';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/i18n/error-message';
import { ArticleBody, ArticleByline, ArticleCover, ArticleLoading, ArticleMessage, ArticleTable, articleLang, TranslationNotice } from '@/features/site/article-view';
import { RefreshButton } from './refresh-button';

interface ServiceArticleProps {
  article: Article | null;
  /** the sidebar entry's name (translated for built-in items) */
  itemLabel: string | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** present on the sections with a refresh button (immigration, education) */
  onRefresh?: () => Promise<boolean>;
}

/** The article panel of a service page: title, HTML content and the optional table. */
export function ServiceArticle({ article, itemLabel, loading, error, onRetry, onRefresh }: ServiceArticleProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const refresh = onRefresh && <RefreshButton onRefresh={onRefresh} />;

  if (!article) {
    if (loading) return <ArticleLoading label={t('services.article.loading')} />;
    if (error) {
      return (
        <ArticleMessage
          role="alert"
          icon={<AlertTriangle aria-hidden className="size-5" />}
          title={t('services.article.error')}
          text={t('services.article.errorHint', { message: errorMessage(error) })}
          action={
            <Button variant="outline" onClick={onRetry}>
              {t('services.article.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <ArticleMessage
        icon={<FileText aria-hidden className="size-5" />}
        title={t('services.article.empty')}
        text={t('services.article.emptyHint')}
        action={refresh}
      />
    );
  }

  return (
    <article lang={articleLang(article)} className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm" data-testid="service-article">
      <ArticleCover src={article.imageUrl} alt={article.title} image={article.cover} />
      <header className="border-b border-border bg-gradient-to-b from-secondary/60 to-card px-5 pt-6 pb-6 sm:px-8 md:px-10 md:pt-8">
        <div className="flex min-h-8 items-center justify-between gap-3">
          {itemLabel ? (
            <span className="inline-flex items-center rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">{itemLabel}</span>
          ) : (
            <span />
          )}
          {refresh}
        </div>
        <h1 className="mt-4 text-2xl leading-snug font-bold tracking-tight text-foreground md:text-[2rem]">{article.title}</h1>
        {article.summary && <p className="mt-4 text-base leading-relaxed text-muted-foreground md:text-lg">{article.summary}</p>}
        <ArticleByline byline={article.byline} className="mt-4" />
      </header>
      <div className="px-5 py-8 sm:px-8 md:px-10 md:py-10">
        <TranslationNotice article={article} />
        <ArticleBody html={article.content} />
        <ArticleTable data={article.tableData} />
      </div>
    </article>
  );
}
