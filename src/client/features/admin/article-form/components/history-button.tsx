import { History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { HistoryPanelProps } from './history-panel';

// the panel brings the diff library: loaded when History is first opened
const HistoryPanel = lazy(() => import('./history-panel'));

/** The editor's History button; `current` is read when the panel opens and on each render while open. */
export function HistoryButton(props: Omit<HistoryPanelProps, 'onClose'>) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="history-open">
        <History aria-hidden="true" />
        {t('revisions.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <HistoryPanel
            {...props}
            onRestore={(snapshot) => {
              props.onRestore(snapshot);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
