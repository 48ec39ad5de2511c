import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { articleCategories } from '@shared/catalog';
import type { Article } from '@shared/schemas/articles';
import { statusTabs, tabCount, type ArticleTab } from '../lib/article-list';

/** All, published, draft, archived, then one tab per category, each with its count (docs/product-spec.md, section 2). */
export function ArticleTabs({
  value,
  onChange,
  articles,
  loaded,
  children,
}: {
  value: ArticleTab;
  onChange: (tab: ArticleTab) => void;
  articles: readonly Article[];
  /** counts show once the list is loaded */
  loaded: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const tabs: { value: ArticleTab; label: string }[] = [
    ...statusTabs.map((s) => ({ value: s, label: t(`articles.tabs.${s}`) })),
    ...articleCategories.map((c) => ({ value: c, label: tc(`categories.${c}`) })),
  ];
  return (
    <Tabs value={value} onValueChange={(v) => onChange(v as ArticleTab)} className="gap-4">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label={t('articles.tabs.label')} className="h-auto w-max flex-nowrap justify-start">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="flex-none px-3 py-1.5" data-testid={`tab-${tab.value}`}>
              {tab.label}
              {loaded && <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">{tabCount(tab.value, articles)}</span>}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value={value} className="grid gap-4">
        {children}
      </TabsContent>
    </Tabs>
  );
}
