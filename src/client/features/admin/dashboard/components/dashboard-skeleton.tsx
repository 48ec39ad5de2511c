import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while its numbers load. */
export function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" data-testid="dashboard-loading">
      <div className="grid grid-cols-2 gap-3 rounded-xl border p-4 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 rounded-xl lg:col-span-2" />
        <div className="grid gap-6">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
