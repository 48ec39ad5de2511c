import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { languages } from '@shared/languages';
import { analyticsIntervals } from '@shared/schemas/analytics';
import { rangePresets, type AnalyticsFilters } from '../lib/analytics-filters';

const ranges = [...(Object.keys(rangePresets) as (keyof typeof rangePresets)[]), 'custom'] as const;

/**
 * The period (a preset, or from and to), the bucket size and the language. Changing a date makes the
 * period custom, starting from the dates shown; choosing a preset lets its length choose the bucket size again.
 */
export function FilterBar({
  filters,
  period,
  interval,
  onChange,
}: {
  filters: AnalyticsFilters;
  /** the days shown, filled into the date inputs */
  period: { from: string; to: string };
  /** the bucket size in use (chosen by the period's length until staff choose one) */
  interval: string;
  onChange: (changes: Partial<AnalyticsFilters>) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const k = 'analytics.filters' as const;
  const label = 'text-xs text-muted-foreground';
  const setDay = (which: 'from' | 'to', value: string) => onChange({ range: 'custom', ...period, [which]: value });
  return (
    <div role="group" aria-label={t(`${k}.label`)} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end" data-testid="analytics-filters">
      <div className="col-span-2 grid gap-1 sm:w-44">
        <Label htmlFor={`${id}-range`} className={label}>
          {t(`${k}.range`)}
        </Label>
        <Select value={filters.range} onValueChange={(range) => onChange(range === 'custom' ? { range, ...period } : { range, from: '', to: '', interval: '' })}>
          <SelectTrigger id={`${id}-range`} className="w-full" data-testid="analytics-range">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ranges.map((range) => (
              <SelectItem key={range} value={range}>
                {t(`${k}.ranges.${range}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`} className={label}>
          {t(`${k}.from`)}
        </Label>
        <Input id={`${id}-from`} type="date" value={period.from} max={period.to} onChange={(e) => e.target.value && setDay('from', e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`} className={label}>
          {t(`${k}.to`)}
        </Label>
        <Input id={`${id}-to`} type="date" value={period.to} min={period.from} onChange={(e) => e.target.value && setDay('to', e.target.value)} />
      </div>
      <div className="grid gap-1 sm:w-28">
        <Label htmlFor={`${id}-interval`} className={label}>
          {t(`${k}.interval`)}
        </Label>
        <Select value={interval} onValueChange={(value) => onChange({ interval: value })}>
          <SelectTrigger id={`${id}-interval`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {analyticsIntervals.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`${k}.intervals.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1 sm:w-36">
        <Label htmlFor={`${id}-lang`} className={label}>
          {t(`${k}.lang`)}
        </Label>
        <Select value={filters.lang} onValueChange={(lang) => onChange({ lang })}>
          <SelectTrigger id={`${id}-lang`} className="w-full" data-testid="analytics-lang">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(['all', ...languages] as const).map((value) => (
              <SelectItem key={value} value={value} lang={value === 'all' ? undefined : value}>
                {t(`${k}.langs.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
