import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MorePage } from '@/lib/paged-list';


/** The button under a paged list (the news list, a service sidebar) that adds its next page. */
export function MoreButton({ more, label, loadingLabel }: { more: MorePage; label: string; loadingLabel: string }) {
  return (
    <Button type="button" variant="outline" className="mt-3 w-full" onClick={more.load} disabled={more.loading} aria-busy={more.loading}>
      {more.loading && <Spinner aria-hidden="true" role="presentation" />}
      {more.loading ? loadingLabel : label}
    </Button>
  );
}
