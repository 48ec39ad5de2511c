import { Ban, Eraser, MoreHorizontal, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { Consultation } from '@shared/schemas/consultations';
import { touchTarget } from '../lib/touch';

/** The dialog's rarer actions, out of the way of the thumb: spam or back to the inbox, erase, delete. */
export function ConsultationActionsMenu({
  c,
  disabled,
  onSpam,
  onAnonymize,
  onDelete,
}: {
  c: Consultation;
  disabled: boolean;
  onSpam: (spam: boolean) => void;
  /** absent, like onDelete, for a role without manageEnquiries */
  onAnonymize?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('admin');
  const d = 'consultations.detail' as const;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="icon" className={touchTarget} disabled={disabled} aria-label={t(`${d}.actions`)} title={t(`${d}.actions`)}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" side="top">
        {c.spam ? (
          <DropdownMenuItem className="min-h-11 md:min-h-0" onSelect={() => onSpam(false)}>
            <RotateCcw aria-hidden="true" />
            {t(`${d}.notSpam`)}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem className="min-h-11 md:min-h-0" onSelect={() => onSpam(true)}>
            <Ban aria-hidden="true" />
            {t(`${d}.markSpam`)}
          </DropdownMenuItem>
        )}
        {!c.anonymizedAt && onAnonymize && (
          <DropdownMenuItem className="min-h-11 md:min-h-0" variant="destructive" onSelect={onAnonymize}>
            <Eraser aria-hidden="true" />
            {t(`${d}.anonymize`)}
          </DropdownMenuItem>
        )}
        {onDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="min-h-11 md:min-h-0" variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden="true" />
              {t(`${d}.delete`)}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
