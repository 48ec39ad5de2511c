import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { consultationStatuses } from '@shared/catalog';
import { consultationTypes } from '@shared/schemas/consultations';
import type { ConsultationFilters } from '../lib/consultation-filters';

export function ConsultationFilterBar({ filters, onChange }: { filters: ConsultationFilters; onChange: (c: Partial<ConsultationFilters>) => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative sm:flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
          placeholder={t('consultations.search')}
          aria-label={t('consultations.searchLabel')}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Select value={filters.status} onValueChange={(status) => onChange({ status })}>
          <SelectTrigger className="w-full sm:w-36" aria-label={t('consultations.statusFilter')}>
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
          <SelectTrigger className="w-full sm:w-48" aria-label={t('consultations.typeFilter')}>
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
      </div>
    </div>
  );
}
