import { Search, UserRound } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { consultationStatuses } from '@shared/catalog';
import { consultationTypes } from '@shared/schemas/consultations';
import { useAssignees } from '../api/get-assignees';
import type { ConsultationFilters } from '../lib/consultation-filters';
import { touchTarget } from '../lib/touch';

/** Search, status, type and assignee; "Mine" is one click (a toggle beside them). */
export function ConsultationFilterBar({ filters, onChange }: { filters: ConsultationFilters; onChange: (c: Partial<ConsultationFilters>) => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { data: staff = [] } = useAssignees();
  const mine = filters.assignee === 'me';
  const trigger = cn('w-full', touchTarget);
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <div className="flex gap-2 lg:flex-1">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={filters.search}
            onChange={(e) => onChange({ search: e.target.value })}
            placeholder={t('consultations.search')}
            aria-label={t('consultations.searchLabel')}
            className={cn('pl-9', touchTarget)}
          />
        </div>
        <Button
          type="button"
          variant={mine ? 'default' : 'outline'}
          aria-pressed={mine}
          title={t('consultations.mineLabel')}
          className={touchTarget}
          onClick={() => onChange({ assignee: mine ? 'all' : 'me' })}
          data-testid="filter-mine"
        >
          <UserRound aria-hidden="true" />
          {t('consultations.mine')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:flex">
        <Select value={filters.status} onValueChange={(status) => onChange({ status })}>
          <SelectTrigger className={cn(trigger, 'lg:w-36')} aria-label={t('consultations.statusFilter')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('consultations.allStatuses')}</SelectItem>
            {consultationStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {tc(`status.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.type} onValueChange={(type) => onChange({ type })}>
          <SelectTrigger className={cn(trigger, 'lg:w-44')} aria-label={t('consultations.typeFilter')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('consultations.allTypes')}</SelectItem>
            {consultationTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`consultations.types.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.assignee} onValueChange={(assignee) => onChange({ assignee })}>
          <SelectTrigger className={cn(trigger, 'max-sm:col-span-2 lg:w-36')} aria-label={t('consultations.assigneeFilter')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('consultations.allAssignees')}</SelectItem>
            <SelectItem value="me">{t('consultations.mine')}</SelectItem>
            <SelectItem value="unassigned">{t('consultations.unassigned')}</SelectItem>
            {staff.map((s) => (
              <SelectItem key={s.id} value={String(s.id)}>
                {s.username}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
