import { useTranslation } from '@/i18n/use-translation';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { roles, type Role } from '@shared/permissions';

/** The five roles by their names, and under the picker one line on what the chosen role may do. */
export function RolePicker({ id, value, onChange }: { id: string; value: Role; onChange: (role: Role) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-1.5">
      <Select value={value} onValueChange={(v) => onChange(v as Role)}>
        <SelectTrigger id={id} className="w-full" aria-describedby={`${id}-description`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {roles.map((r) => (
            <SelectItem key={r} value={r}>
              {t(`users.role.${r}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-description`} className="text-xs text-muted-foreground" data-testid="role-description">
        {t(`roles.description.${value}`)}
      </p>
    </div>
  );
}
