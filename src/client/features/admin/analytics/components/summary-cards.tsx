import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { AnalyticsTotals } from '@shared/schemas/analytics';
import { cn } from '@/lib/utils';
import { changeOf, formatNumber, formatPercent } from '../lib/report-format';

type Figure = 'visitors' | 'views' | 'enquiries' | 'bookings' | 'ctaClicks';
const figures: readonly Figure[] = ['visitors', 'views', 'enquiries', 'bookings', 'ctaClicks'];
const labelKey = { visitors: 'visitors', views: 'views', enquiries: 'enquiries', bookings: 'bookings', ctaClicks: 'taps' } as const;

/** The period's totals, each with its move against the previous period; the enquiry figures only when the role may read them. */
export function SummaryCards({ totals, previous }: { totals: AnalyticsTotals; previous: AnalyticsTotals }) {
  const { t } = useTranslation('admin');
  const shown = figures.filter((f) => totals[f] !== null);
  return (
    <ul aria-label={t('analytics.cards.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="analytics-cards">
      {shown.map((figure) => (
        <SummaryCard key={figure} figure={figure} value={totals[figure] ?? 0} previous={previous[figure] ?? 0} />
      ))}
    </ul>
  );
}

function SummaryCard({ figure, value, previous }: { figure: Figure; value: number; previous: number }) {
  const { t, i18n } = useTranslation('admin');
  const change = changeOf(value, previous);
  const Icon = change.kind === 'up' ? ArrowUpRight : change.kind === 'down' ? ArrowDownRight : Minus;
  const text =
    change.kind === 'up' || change.kind === 'down'
      ? t(`analytics.cards.${change.kind}`, { percent: formatPercent(change.ratio, i18n.language) })
      : t(`analytics.cards.${change.kind}`);
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-xl border bg-background p-3 shadow-xs sm:p-4" data-testid={`analytics-card-${figure}`}>
      <span className="text-sm text-muted-foreground">{t(`analytics.cards.${labelKey[figure]}`)}</span>
      <span className="text-2xl font-semibold tabular-nums">{formatNumber(value, i18n.language)}</span>
      <span
        className={cn(
          'flex items-start gap-1 text-xs',
          change.kind === 'up' ? 'text-emerald-700 dark:text-emerald-400' : change.kind === 'down' ? 'text-rose-700 dark:text-rose-400' : 'text-muted-foreground',
        )}
        data-testid="analytics-change"
      >
        <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        {text}
      </span>
    </li>
  );
}
