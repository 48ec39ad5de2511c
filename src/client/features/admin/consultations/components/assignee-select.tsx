import { useTranslation } from '@/i18n/use-translation';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { StaffRef } from '@shared/schemas/inbox';
import { cn } from '@/lib/utils';
import { useAssignees } from '../api/get-assignees';

export const NOBODY = 'none';

/** 'none' or a user id; the current assignee stays listed even when no longer an active admin. */
export function AssigneeSelect({ id, value, current, onChange, className }: { id?: string; value: string; current: StaffRef | null; onChange: (v: string) => void; className?: string }) {
  const { t } = useTranslation('admin');
  const { data: staff = [] } = useAssignees();
  const options = current && !staff.some((s) => s.id === current.id) ? [...staff, current] : staff;
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className={cn('w-full', className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NOBODY}>{t('consultations.unassigned')}</SelectItem>
        {options.map((s) => (
          <SelectItem key={s.id} value={String(s.id)}>
            {s.username}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
