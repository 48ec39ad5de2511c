import { Archive, FileCheck2, FilePen, Files, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface Counts {
  total: number;
  published: number;
  draft: number;
  archived: number;
}

const cards: { key: keyof Counts; icon: LucideIcon; tone: string }[] = [
  { key: 'total', icon: Files, tone: 'bg-secondary text-secondary-foreground' },
  { key: 'published', icon: FileCheck2, tone: 'bg-green-100 text-green-800' },
  { key: 'draft', icon: FilePen, tone: 'bg-slate-200 text-slate-800' },
  { key: 'archived', icon: Archive, tone: 'bg-amber-100 text-amber-900' },
];

/** The four counters of the articles screen. */
export function ArticleCounters({ counts, failed }: { counts: Counts | null; failed?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map(({ key, icon: Icon, tone }) => (
        <div key={key} data-testid={`counter-${key}`} className="flex items-center gap-3 rounded-xl border bg-background p-4 shadow-xs">
          <span className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex', tone)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="truncate text-xs font-medium text-muted-foreground sm:text-sm">{t(`articles.counters.${key}`)}</p>
            {counts || failed ? (
              <p className="text-2xl font-bold tabular-nums">{counts ? counts[key] : '–'}</p>
            ) : (
              <Skeleton className="mt-1 h-7 w-10" />
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
