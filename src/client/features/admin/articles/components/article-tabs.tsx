import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { articleCategories } from '@shared/catalog';
import { articleStatusTabs, type ArticleCounts, type ArticleListTab } from '@shared/schemas/articles';
import { tabCount } from '../lib/article-list';

/** All, published, draft, archived, then one tab per category, each with its count (docs/product-spec.md, section 2). */
export function ArticleTabs({
  value,
  onChange,
  counts,
  children,
}: {
  value: ArticleListTab;
  onChange: (tab: ArticleListTab) => void;
  /** every article's counts; none shown until the first page is loaded */
  counts: ArticleCounts | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const tabs: { value: ArticleListTab; label: string }[] = [
    ...articleStatusTabs.map((s) => ({ value: s, label: t(`articles.tabs.${s}`) })),
    ...articleCategories.map((c) => ({ value: c, label: tc(`categories.${c}`) })),
  ];
  return (
    <Tabs value={value} onValueChange={(v) => onChange(v as ArticleListTab)} className="gap-4">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label={t('articles.tabs.label')} className="h-auto w-max flex-nowrap justify-start">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="flex-none px-3 py-1.5" data-testid={`tab-${tab.value}`}>
              {tab.label}
              {counts && <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">{tabCount(tab.value, counts)}</span>}
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
