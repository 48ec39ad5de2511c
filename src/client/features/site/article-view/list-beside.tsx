import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { cn } from '@/lib/utils';
import { DrawerPicker } from './drawer-picker';

/** The list column's width: a service section's sidebar, or the news list (wider, for titles with dates). */
const columns = {
  service: 'md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]',
  news: 'md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]',
} as const;

/** the drawer's words: the services' or the news' (site namespace) */
const drawerTexts = { service: 'services', news: 'news' } as const;

interface ListBesideProps {
  kind: keyof typeof columns;
  /** the list of articles; `inDrawer` when it is drawn in the phone's drawer */
  list: (inDrawer: boolean) => ReactNode;
  /** the item chosen now, shown on the drawer's trigger */
  current?: string;
  children: ReactNode;
}

/**
 * An article beside the list it belongs to: a sticky list on the left from tablet width, a drawer
 * under the hero on phones. The service pages, the news page and the preview of each share it.
 */
export function ListBeside({ kind, list, current, children }: ListBesideProps) {
  const { t } = useTranslation('site');
  const words = drawerTexts[kind];
  return (
    <div className={cn('mx-auto grid max-w-7xl grid-cols-1 gap-5 px-4 pt-6 md:gap-8 md:pt-10 lg:px-6', columns[kind])}>
      <aside className="hidden md:block">
        <div className="sticky top-24 rounded-2xl border border-border bg-card p-3 shadow-sm">{list(false)}</div>
      </aside>
      <div className="md:hidden">
        <DrawerPicker triggerLabel={t(`${words}.drawer.open`)} current={current} title={t(`${words}.drawer.title`)} description={t(`${words}.drawer.description`)}>
          {list(true)}
        </DrawerPicker>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
