import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';

/** Move up, move down and remove, named with the item for screen readers (`name`: "question 2"). */
export function ItemTools({ index, count, name, onMove, onRemove, removable = true }: { index: number; count: number; name: string; onMove?: (delta: number) => void; onRemove: () => void; removable?: boolean }) {
  const { t } = useTranslation('admin');
  const a = 'assessments.editor.item' as const;
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {onMove && (
        <>
          <Button type="button" variant="ghost" size="icon" className="size-8" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t(`${a}.up`, { name })}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t(`${a}.down`, { name })}>
            <ArrowDown aria-hidden="true" />
          </Button>
        </>
      )}
      <Button type="button" variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" disabled={!removable} onClick={onRemove} aria-label={t(`${a}.remove`, { name })}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
