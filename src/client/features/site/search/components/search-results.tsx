import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { sectionByCategory } from '@shared/catalog';
import type { Language } from '@shared/languages';
import { routePatterns, withQuery } from '@shared/paths';
import type { SearchAnswer, SearchResult } from '@shared/schemas/search';

const markStyle = '[&_mark]:rounded-sm [&_mark]:bg-accent/35 [&_mark]:px-0.5 [&_mark]:text-inherit';

const dateOf = (iso: string, lang: Language) => new Date(iso).toLocaleDateString(lang === 'en' ? 'en-SG' : 'zh-CN', { timeZone: 'Asia/Singapore', dateStyle: 'medium' });

function ResultItem({ result, lang }: { result: SearchResult; lang: Language }) {
  const { t } = useTranslation(['site', 'common']);
  const section = sectionByCategory(result.category);
  const category = section ? t(`nav.${section.navType}`, { ns: 'common' }) : t('nav.news', { ns: 'common' });
  // found on the English site in the Chinese text only (modules/search/search.service.ts)
  const other = result.lang !== lang;
  const titleClass = `text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none ${markStyle}`;
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/30 md:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground">{category}</span>
        {other && (
          <a href={result.path} lang="zh-CN" hrefLang="zh-CN" title={t('search.page.inChineseHint')} data-testid="search-result-chinese" className="rounded-full border border-accent/60 px-2 py-0.5 font-medium text-foreground hover:bg-accent/20">
            {t('search.page.inChinese')}
          </a>
        )}
        {result.type === 'news' && result.publishedAt && <time dateTime={result.publishedAt}>{t('search.page.published', { date: dateOf(result.publishedAt, lang) })}</time>}
      </div>
      <h2 className="mt-2 text-base font-semibold md:text-lg">
        {/* server-made HTML: escaped text with <mark> only (modules/search/search.highlight.ts) */}
        {other ? (
          // the Chinese page, outside this language's router basename: a full page load into the Chinese site
          <a href={result.path} hrefLang="zh-CN" lang="zh-CN" className={titleClass} dangerouslySetInnerHTML={{ __html: result.titleHighlighted }} />
        ) : (
          <Link to={result.path} className={titleClass} dangerouslySetInnerHTML={{ __html: result.titleHighlighted }} />
        )}
      </h2>
      <p lang={other ? 'zh-CN' : undefined} className={`mt-1.5 text-sm leading-relaxed break-words text-muted-foreground ${markStyle}`} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
    </li>
  );
}

/** The count, the results and, past one page, links to the previous and next pages. */
export function SearchResults({ answer }: { answer: SearchAnswer }) {
  const { t } = useTranslation('site');
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const pageLink = (page: number) => withQuery(routePatterns.search, { q: answer.q, page: page > 1 ? String(page) : undefined });
  const pager = 'inline-flex min-h-10 items-center rounded-md border border-border bg-card px-4 text-sm font-medium text-primary hover:bg-secondary';
  return (
    <div>
      <p role="status" className="mb-3 text-sm text-muted-foreground">
        {t('search.page.count', { count: answer.total })}
      </p>
      <ol data-testid="search-results" className="space-y-3">
        {answer.results.map((result) => (
          <ResultItem key={result.id} result={result} lang={answer.lang} />
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label={t('search.page.pagination')} className="mt-6 flex items-center justify-between gap-3">
          {answer.page > 1 ? <Link to={pageLink(answer.page - 1)} className={pager}>{t('search.page.previous')}</Link> : <span />}
          <span className="text-sm text-muted-foreground">{t('search.page.pageOf', { page: answer.page, pages })}</span>
          {answer.page < pages ? <Link to={pageLink(answer.page + 1)} className={pager}>{t('search.page.next')}</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
