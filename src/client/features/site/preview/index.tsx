import { useParams, useSearchParams } from 'react-router';
import { HttpStatus } from '@/lib/render-context';
import { useContentLanguage } from '@/lib/content-language';
import { ApiError } from '@/lib/api-client';
import { usePreviewArticle, usePreviewLink } from './preview-queries';
import { PreviewView } from './preview-view';

const positive = (value: string | null | undefined): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /preview/articles/:id[?revision=]: staff see the saved draft in the page's language (English under /en). */
export function PreviewArticlePage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const lang = useContentLanguage();
  const revision = positive(search.get('revision'));
  const query = usePreviewArticle(positive(id) ?? 0, lang, revision);
  return <PreviewView article={query.data} loading={query.isPending} error={query.error} revision={revision} />;
}

/** /preview/:token: anyone with a live shared link; a dead one is a 404 page. */
export function PreviewLinkPage() {
  const { token = '' } = useParams();
  const query = usePreviewLink(token);
  const dead = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      {dead && <HttpStatus code={404} />}
      <PreviewView article={query.data} loading={query.isPending} error={query.error} />
    </>
  );
}
