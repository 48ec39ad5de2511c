import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { defaultItem, sectionByCategory, sectionByType } from '@shared/catalog';
import { articlePath } from '@shared/article-path';
import { adminRedirectTarget, paths } from '@shared/paths';
import { useContentLanguage } from '@/lib/content-language';
import { useUser } from '@/lib/session';
import { articleAddressQuery, categoriesQuery } from '@/lib/public-queries';
import { Redirect } from '@/lib/render-context';
import { notFoundElement } from './not-found-route';

/**
 * /admin and /admin/*: by the first segment after /admin to the matching back-office screen (a
 * review keeps its submission); /admin alone to the signed-in role's first screen.
 */
export function AdminRedirect() {
  const rest = useParams()['*'] ?? '';
  const user = useUser();
  if (user.isPending) return null;
  return <Redirect to={adminRedirectTarget(rest, user.data?.role)} />;
}

/** /article/{articleId}: by slug, 'article-{id}' or numeric id, to the article's page. */
export function ArticleRedirect() {
  const { articleId = '' } = useParams();
  const lang = useContentLanguage();
  const { data: article, isPending } = useQuery(articleAddressQuery(articleId, lang));
  if (isPending) return null;
  const target = article ? articlePath(article) : null;
  return target ? <Redirect to={target} /> : notFoundElement;
}

/** /category/{categoryId}: by id, type or article category, to the section's first page. */
export function CategoryRedirect() {
  const { categoryId = '' } = useParams();
  const lang = useContentLanguage();
  const { data, isPending } = useQuery(categoriesQuery(lang));
  const known = sectionByType(categoryId) ?? sectionByCategory(categoryId);
  if (!known && isPending) return null;
  const row = data?.find((c) => String(c.id) === categoryId || c.type === categoryId);
  const section = known ?? (row ? sectionByType(row.type) : undefined);
  if (section) return <Redirect to={paths.serviceItem(section.basePath, defaultItem(section.type))} />;
  return row ? <Redirect to={row.basePath} /> : notFoundElement;
}
