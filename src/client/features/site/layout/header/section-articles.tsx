import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from '@shared/catalog';
import { Spinner } from '@/components/ui/spinner';
import { useContentLanguage } from '@/lib/content-language';
import { articleIndexQuery } from '@/lib/public-queries';
import { navEntries, type NavEntry } from './nav-entries';

/**
 * The article links of one category, in dropdown order; `renderLink` lets the desktop menu wrap
 * them in its own link element. Mounted only while its menu is open.
 */
export function SectionArticles({ section, renderLink }: { section: Section; renderLink: (entry: NavEntry) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = useContentLanguage();
  const { data, isPending, isError } = useQuery(articleIndexQuery(lang, { category: section.category }));

  if (isPending) {
    return (
      <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground" role="status">
        <Spinner aria-hidden="true" role="presentation" />
        {t('layout.nav.loading')}
      </p>
    );
  }
  if (isError) return <p className="px-3 py-2 text-sm text-destructive">{t('layout.nav.failed')}</p>;
  const entries = navEntries(section, data, (key) => t(`items.${key}` as 'items.pr', { ns: 'common' }), i18n.language === 'en' ? 'en' : 'zh-CN', lang);
  if (entries.length === 0) return <p className="px-3 py-2 text-sm text-muted-foreground">{t('layout.nav.empty')}</p>;
  return (
    <ul className="grid gap-0.5">
      {entries.map((entry) => (
        <li key={entry.key}>{renderLink(entry)}</li>
      ))}
    </ul>
  );
}
