import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useMediaQuery } from '../../shared/use-media-query';

export interface TrendRow {
  bucket: string;
  label: string;
  visitors: number;
  views: number;
  previousVisitors: number;
  previousViews: number;
}

export const trendColours = { visitors: '#0b3a6f', views: '#0d9488' } as const;
const tick = { fontSize: 12, fill: 'var(--muted-foreground)' };

/**
 * Visitors and views per bucket, the previous period dashed (recharts, in the back office's chunk
 * with the dashboard's chart). Hidden from screen readers: the table beside it has the same numbers.
 */
export function TrendChart({ rows, names }: { rows: TrendRow[]; names: Record<'visitors' | 'views' | 'previousVisitors' | 'previousViews', string> }) {
  const wide = useMediaQuery('(min-width: 640px)');
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72" data-testid="analytics-chart">
      <LineChart responsive accessibilityLayer={false} data={rows} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={wide ? 16 : 32} />
        <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={40} />
        <Tooltip contentStyle={{ borderRadius: 8, borderColor: 'var(--border)', fontSize: 12 }} />
        <Line type="monotone" dataKey="visitors" name={names.visitors} stroke={trendColours.visitors} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="views" name={names.views} stroke={trendColours.views} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="previousVisitors" name={names.previousVisitors} stroke={trendColours.visitors} strokeOpacity={0.5} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="previousViews" name={names.previousViews} stroke={trendColours.views} strokeOpacity={0.5} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
      </LineChart>
    </div>
  );
}
