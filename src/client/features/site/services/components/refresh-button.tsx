import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Manual refresh of a service page (immigration and education), with the toasts of docs/product-spec.md, section 8. */
export function RefreshButton({ onRefresh }: { onRefresh: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    setBusy(true);
    const ok = await onRefresh().catch(() => false);
    setBusy(false);
    if (ok) toast.success(t('services.refresh.successTitle'), { description: t('services.refresh.successText') });
    else toast.error(t('services.refresh.failureTitle'), { description: t('services.refresh.failureText') });
  };

  return (
    // a quiet icon control: the page's content is live anyway, refreshing is the exception (spec section 2)
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground hover:text-foreground"
      onClick={refresh}
      disabled={busy}
      aria-busy={busy}
      aria-label={busy ? t('services.refresh.refreshing') : t('services.refresh.label')}
      title={t('services.refresh.hint')}
      data-testid="refresh-button"
    >
      <RefreshCw aria-hidden className={cn(busy && 'animate-spin')} />
    </Button>
  );
}
