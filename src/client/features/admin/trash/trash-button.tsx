import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { TrashList } from './trash-list';

/** The articles screen's "Trash" button and its side panel (docs/decisions/0016-publishing.md). */
export function TrashButton() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="trash-open">
        <Trash2 aria-hidden="true" />
        {t('publishing.trash.open')}
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent className="w-full overflow-y-auto sm:max-w-lg" closeLabel={t('shared.actions.close')}>
          <SheetHeader>
            <SheetTitle>{t('publishing.trash.title')}</SheetTitle>
            <SheetDescription>{t('publishing.trash.description')}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-6">
            <TrashList open={open} />
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
