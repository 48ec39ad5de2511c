import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { adminChangeKinds, type AdminChanges } from '@shared/schemas/backup';

/**
 * The admin accounts the chosen backup would add, remove or change (the server's 409), and the
 * checkbox that confirms them: a tampered file must not bring in an admin unnoticed.
 */
export function RestoreAdminsNotice({ id, changes, confirmed, onConfirmedChange }: { id: string; changes: AdminChanges; confirmed: boolean; onConfirmedChange: (confirmed: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="group" aria-labelledby={`${id}-admins-title`} className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p id={`${id}-admins-title`} className="flex items-start gap-2 font-medium text-destructive">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('settings.backup.admins.title')}
      </p>
      <ul className="grid gap-1 ps-6">
        {adminChangeKinds
          .filter((kind) => changes[kind].length > 0)
          .map((kind) => (
            <li key={kind}>{t(`settings.backup.admins.${kind}`, { names: changes[kind].join(', ') })}</li>
          ))}
      </ul>
      <div className="flex items-start gap-2">
        <Checkbox id={`${id}-admins-confirm`} checked={confirmed} onCheckedChange={(v) => onConfirmedChange(v === true)} className="mt-0.5" />
        <Label htmlFor={`${id}-admins-confirm`} className="leading-snug font-normal">
          {t('settings.backup.admins.confirm')}
        </Label>
      </div>
    </div>
  );
}
