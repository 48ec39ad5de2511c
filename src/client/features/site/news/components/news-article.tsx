import { useTranslation } from '@/i18n/use-translation';
import { CalendarDays } from 'lucide-react';
import type { PublicArticle as Article } from '@shared/schemas/articles';
import { ArticleBody, ArticleByline, ArticleCover, ArticleTable, articleLang, TranslationNotice } from '@/features/site/article-view';
import { formatNewsDate } from '../news-order';

/** One news article: date (zh-CN) or its publication state, title, byline, HTML content and the optional table. */
export function NewsArticle({ article }: { article: Article }) {
  const { t } = useTranslation();
  const date = formatNewsDate(article);
  return (
    <article lang={articleLang(article)} className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm" data-testid="news-article">
      <ArticleCover src={article.imageUrl} alt={article.title} image={article.cover} />
      <header className="border-b border-border bg-gradient-to-b from-secondary/60 to-card px-5 pt-6 pb-6 sm:px-8 md:px-10 md:pt-8">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden className="size-4 text-primary" />
          {date ? (
            <>
              <span className="sr-only">{t('news.article.date')}</span>
              <time dateTime={article.publishedAt ?? undefined} className="tabular-nums">
                {date}
              </time>
            </>
          ) : (
            <span>{article.status === 'Published' ? t('news.article.published') : t('news.article.unpublished')}</span>
          )}
        </p>
        <h1 className="mt-3 text-2xl leading-snug font-bold tracking-tight text-foreground md:text-[2rem]">{article.title}</h1>
        <ArticleByline byline={article.byline} className="mt-3" />
      </header>
      <div className="px-5 py-8 sm:px-8 md:px-10 md:py-10">
        <TranslationNotice article={article} />
        <ArticleBody html={article.content} />
        <ArticleTable data={article.tableData} />
      </div>
    </article>
  );
}
