import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { auditEntityTypes } from '@shared/schemas/audit';
import { useActors } from '../api/get-activity';
import { noActivityFilters, type ActivityFilters } from '../lib/activity-filters';

/** Person, kind of thing and a date range (Singapore days); a clear button while any is set. */
export function ActivityFilterBar({ filters, onChange }: { filters: ActivityFilters; onChange: (c: Partial<ActivityFilters>) => void }) {
  const { t } = useTranslation('admin');
  const { data: actors = [] } = useActors();
  const id = useId();
  const filtered = (Object.keys(noActivityFilters) as (keyof ActivityFilters)[]).some((k) => filters[k] !== noActivityFilters[k]);
  // a person the list no longer offers (an old link) still shows as chosen
  const people = filters.person !== 'all' && !actors.some((a) => String(a.id) === filters.person) ? [...actors, { id: Number(filters.person), name: `#${filters.person}` }] : actors;
  return (
    <div role="group" aria-label={t('activity.filters.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:flex lg:items-end">
      <div className="grid gap-1 lg:w-44">
        <Label htmlFor={`${id}-person`} className="text-xs text-muted-foreground">{t('activity.filters.person')}</Label>
        <Select value={filters.person} onValueChange={(person) => onChange({ person })}>
          <SelectTrigger id={`${id}-person`} className="w-full" data-testid="filter-person">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('activity.filters.allPeople')}</SelectItem>
            {people.map((a) => (
              <SelectItem key={a.id} value={String(a.id)}>
                {a.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1 lg:w-44">
        <Label htmlFor={`${id}-entity`} className="text-xs text-muted-foreground">{t('activity.filters.entity')}</Label>
        <Select value={filters.entity} onValueChange={(entity) => onChange({ entity })}>
          <SelectTrigger id={`${id}-entity`} className="w-full" data-testid="filter-entity">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('activity.filters.allEntities')}</SelectItem>
            {auditEntityTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`activity.entities.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">{t('activity.filters.from')}</Label>
        <Input id={`${id}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} data-testid="filter-from" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">{t('activity.filters.to')}</Label>
        <Input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange({ to: e.target.value })} data-testid="filter-to" />
      </div>
      {filtered && (
        <Button type="button" variant="ghost" className="col-span-2 justify-self-start sm:col-span-4 lg:col-span-1" onClick={() => onChange(noActivityFilters)}>
          <X aria-hidden="true" />
          {t('activity.filters.clear')}
        </Button>
      )}
    </div>
  );
}
