import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { consultationTypes, type ConsultationType } from '@shared/schemas/consultations';
import { useMediaQuery } from '../../shared/use-media-query';
import { everyNthFromEnd, typeColours, type WeekRow } from '../lib/weekly-data';

const tick = { fontSize: 12, fill: 'var(--muted-foreground)' };

/**
 * The stacked bars (recharts, so only this screen's chunk carries it). Hidden from screen readers:
 * the same numbers are in the table and the summary beside it (weekly-section.tsx).
 */
export function WeeklyChart({ rows, names }: { rows: WeekRow[]; names: Record<ConsultationType, string> }) {
  // on a phone every other week is labelled, counted back from the current one so it always has its date
  const wide = useMediaQuery('(min-width: 640px)');
  const ticks = everyNthFromEnd(rows.map((row) => row.label), wide ? 1 : 2);
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72" data-testid="weekly-chart">
      <BarChart
        responsive
        accessibilityLayer={false}
        data={rows}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        barCategoryGap="20%"
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: 'var(--border)' }} ticks={ticks} interval={0} />
        <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={32} />
        <Tooltip cursor={{ fill: 'var(--muted)' }} contentStyle={{ borderRadius: 8, borderColor: 'var(--border)', fontSize: 12 }} />
        {consultationTypes.map((type) => (
          <Bar key={type} dataKey={type} name={names[type]} stackId="week" fill={typeColours[type]} isAnimationActive={false} />
        ))}
      </BarChart>
    </div>
  );
}
