import type { QueryClient } from '@tanstack/react-query';
import { defaultItem, sectionByType, type Section } from '@shared/catalog';
import type { Language } from '@shared/languages';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { publicAssessmentsQuery } from '@/lib/assessment-queries';
import { articleIndexItemQuery, articleIndexPagesQuery, articleQuery, categoriesQuery } from '@/lib/public-queries';
import { resolveServiceItem } from './article-selection';
import type { SiteT } from './section-label';

export interface ServicePageParams {
  section?: string;
  item?: string;
}

export interface PageMeta {
  title: string;
  description: string;
}

/** Where /{section} without an item goes (docs/product-spec.md, section 2); null when no redirect applies. */
export function servicePageRedirect(params: ServicePageParams): string | null {
  const section = params.section ? sectionByType(params.section) : undefined;
  return section && !params.item ? paths.serviceItem(section.basePath, defaultItem(section.type)) : null;
}

/**
 * Server rendering: loads what the service page needs (the item's selection and the sidebar's first page, then the selected article), so its first HTML holds the article;
 * a URL that is not the article's own address answers 302 to it, an impossible 'article-{id}' 404 (docs/decisions/0022-not-found-fallback.md).
 */
export async function prefetchServicePage(qc: QueryClient, params: ServicePageParams, lang: Language): Promise<{ redirect?: string; status?: number } | void> {
  const section = params.section ? sectionByType(params.section) : undefined;
  if (!section) return;
  // no retries while a visitor waits for the first byte; the browser retries on its own
  const item = params.item ?? '';
  const [selected] = await Promise.all([
    qc.fetchQuery({ ...articleIndexItemQuery(lang, section.category, item), retry: false }).catch(() => undefined),
    // the sidebar's first page (docs/decisions/0032-paged-lists.md)
    qc.prefetchInfiniteQuery({ ...articleIndexPagesQuery(lang, { category: section.category }), retry: false }),
    qc.prefetchQuery({ ...categoriesQuery(lang), retry: false }),
    // the self-check callout under the article (docs/decisions/0030-self-assessments.md): a small list the server caches
    qc.prefetchQuery({ ...publicAssessmentsQuery(), retry: false }),
  ]);
  const resolution = selected === undefined ? undefined : resolveServiceItem(selected ? [selected] : [], item, section);
  if (resolution?.kind === 'redirect') return { redirect: resolution.to };
  if (resolution?.kind === 'not-found') return { status: 404 };
  if (resolution?.kind === 'article') await qc.prefetchQuery({ ...articleQuery(resolution.article.id, lang), retry: false });
}

/** The page's own title (without the brand) and description: the article's SEO description, else its summary. */
export function serviceHead(section: Section, article: Pick<Article, 'title' | 'metaDescription' | 'summary'> | null, t: SiteT): PageMeta {
  const sectionDescription = t(`services.sections.${section.type}.description`);
  if (!article) return { title: t(`common:nav.${section.navType}`), description: sectionDescription };
  return { title: article.title, description: article.metaDescription || article.summary || sectionDescription };
}
