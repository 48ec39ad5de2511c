import type { TFunction } from 'i18next';

/** "Question 2 of 5" over a bar, one progressbar for assistive technology. */
export function AssessmentProgress({ current, total, t }: { current: number; total: number; t: TFunction<'site'> }) {
  const label = t('eligibility.runner.progress', { current, total });
  return (
    <div className="grid gap-2">
      <p aria-hidden="true" className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      <div role="progressbar" aria-label={label} aria-valuemin={1} aria-valuemax={total} aria-valuenow={current} aria-valuetext={label} className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${Math.round((current / total) * 100)}%` }} />
      </div>
    </div>
  );
}
