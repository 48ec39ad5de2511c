import type { PublicArticle } from '@shared/schemas/articles';
import { useContentLanguage } from '@/lib/content-language';
import { PageHead } from '@/lib/page-head';

/**
 * The head of a page showing one article: its title and description, and the languages it is
 * published in; an article shown in another language than the page's is a fallback (noindex,
 * canonical to Chinese).
 */
export function ArticleHead({ head, article, noindex }: { head: { title: string; description: string }; article: PublicArticle | null | undefined; noindex?: boolean }) {
  const language = useContentLanguage();
  return (
    <PageHead
      title={head.title}
      description={head.description}
      image={article?.cover?.ogUrl ?? article?.imageUrl}
      type={article ? 'article' : 'website'}
      languages={article?.languages}
      fallback={Boolean(article && article.lang !== language)}
      noindex={noindex}
    />
  );
}
