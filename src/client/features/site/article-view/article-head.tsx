import type { PublicArticle } from '@shared/schemas/articles';
import { OG_WIDTH } from '@shared/schemas/media';
import { useContentLanguage } from '@/lib/content-language';
import { PageHead, toDescription } from '@/lib/page-head';
import type { HeadImage } from '@/lib/render-context';

/**
 * The picture a link to the article shows: its own share image, else its cover (the og variant of an
 * uploaded one, at most OG_WIDTH wide, its height in proportion as sharp scales it), else an image
 * address of older articles; none leaves the site's.
 */
export function articleShareImage(article: PublicArticle): HeadImage | undefined {
  if (article.shareImage) return article.shareImage;
  const { cover } = article;
  if (cover) {
    const scale = Math.min(1, OG_WIDTH / cover.width);
    return { url: cover.ogUrl, width: Math.round(cover.width * scale), height: Math.round(cover.height * scale), alt: cover.alt || article.title };
  }
  return article.imageUrl ? { url: article.imageUrl, alt: article.title } : undefined;
}

/**
 * The head of a page showing one article: its title and description, the languages it is
 * published in, its share image and its structured data (Article, or NewsArticle for news); an
 * article shown in another language than the page's is a fallback (noindex, canonical to Chinese).
 */
export function ArticleHead({ head, article, noindex }: { head: { title: string; description: string }; article: PublicArticle | null | undefined; noindex?: boolean }) {
  const language = useContentLanguage();
  return (
    <PageHead
      title={head.title}
      description={head.description}
      image={article ? articleShareImage(article) : undefined}
      type={article ? 'article' : 'website'}
      languages={article?.languages}
      fallback={Boolean(article && article.lang !== language)}
      noindex={noindex}
      article={
        article && {
          kind: article.type === 'news' ? 'NewsArticle' : 'Article',
          headline: article.title,
          description: toDescription(head.description),
          lang: article.lang,
          datePublished: article.publishedAt ?? article.createdAt,
          dateModified: article.updatedAt,
          byline: article.byline,
        }
      }
    />
  );
}
