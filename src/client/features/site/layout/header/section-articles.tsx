import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { localizedText } from '@shared/assessment-rules';
import type { Section } from '@shared/catalog';
import { paths } from '@shared/paths';
import { Spinner } from '@/components/ui/spinner';
import { publicAssessmentsQuery } from '@/lib/assessment-queries';
import { useContentLanguage } from '@/lib/content-language';
import { articleIndexPagesQuery } from '@/lib/public-queries';
import { navEntries, type NavEntry } from './nav-entries';

/**
 * The article links of one category, in dropdown order, then the category's self-assessments staff
 * listed in the navigation (docs/decisions/0030-self-assessments.md); `renderLink` lets the desktop
 * menu wrap them in its own link element. Mounted only while its menu is open, so neither list is
 * read before a visitor opens a menu. The articles are the first page of the section's list (its
 * 20 heaviest, the same read as its sidebar's first page); the section's page lists the rest
 * (docs/decisions/0032-paged-lists.md).
 */
export function SectionArticles({ section, renderLink }: { section: Section; renderLink: (entry: NavEntry) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = useContentLanguage();
  const { data, isPending, isError } = useInfiniteQuery(articleIndexPagesQuery(lang, { category: section.category }));
  // a list that fails to load only leaves its links out
  const assessments = useQuery(publicAssessmentsQuery());

  if (isPending || assessments.isPending) {
    return (
      <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground" role="status">
        <Spinner aria-hidden="true" role="presentation" />
        {t('layout.nav.loading')}
      </p>
    );
  }
  const checks: NavEntry[] = (assessments.data?.assessments ?? [])
    .filter((a) => a.inNavigation && a.service === section.type)
    .map((a) => ({ key: `assessment-${a.slug}`, href: paths.eligibility(a.slug), label: localizedText(a.title, lang) }));
  const selfChecks = checks.length > 0 && (
    <div className="mt-1 border-t pt-1">
      <p className="px-3 pt-1.5 pb-0.5 text-xs font-semibold text-muted-foreground">{t('layout.nav.selfCheck')}</p>
      <ul className="grid gap-0.5">
        {checks.map((entry) => (
          <li key={entry.key}>{renderLink(entry)}</li>
        ))}
      </ul>
    </div>
  );

  let articles;
  if (isError) articles = <p className="px-3 py-2 text-sm text-destructive">{t('layout.nav.failed')}</p>;
  else {
    const entries = navEntries(section, data?.pages.flat() ?? [], (key) => t(`items.${key}` as 'items.pr', { ns: 'common' }), i18n.language === 'en' ? 'en' : 'zh-CN', lang);
    articles =
      entries.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted-foreground">{t('layout.nav.empty')}</p>
      ) : (
        <ul className="grid gap-0.5">
          {entries.map((entry) => (
            <li key={entry.key}>{renderLink(entry)}</li>
          ))}
        </ul>
      );
  }
  if (!selfChecks) return articles;
  return (
    <>
      {articles}
      {selfChecks}
    </>
  );
}
