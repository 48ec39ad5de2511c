import { Search, X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { articleCategories, articleStatuses } from '@shared/catalog';
import { englishStates } from '@shared/schemas/translations';
import { isEnglishState, type ArticleFilters as Filters } from '../lib/article-list';

/** Search box, category, status and English version filters; all of them combine with the tab. */
export function ArticleFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const active = filters.search !== '' || filters.category !== 'all' || filters.status !== 'all' || filters.english !== 'all';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative sm:min-w-56 sm:flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
          placeholder={t('articles.filters.search')}
          aria-label={t('articles.filters.searchLabel')}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Select value={filters.category} onValueChange={(category) => onChange({ category })}>
          <SelectTrigger className="w-full sm:w-44" aria-label={t('articles.filters.category')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('articles.filters.allCategories')}</SelectItem>
            {articleCategories.map((c) => (
              <SelectItem key={c} value={c}>
                {tc(`categories.${c}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.status.toLowerCase()} onValueChange={(status) => onChange({ status })}>
          <SelectTrigger className="w-full sm:w-36" aria-label={t('articles.filters.status')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('articles.filters.allStatuses')}</SelectItem>
            {articleStatuses.map((s) => (
              <SelectItem key={s} value={s.toLowerCase()}>
                {tc(`status.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.english} onValueChange={(v) => onChange({ english: isEnglishState(v) ? v : 'all' })}>
          <SelectTrigger className="col-span-2 w-full sm:w-40" aria-label={t('articles.filters.english')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('articles.filters.allEnglish')}</SelectItem>
            {englishStates.map((s) => (
              <SelectItem key={s} value={s}>
                {t('articles.englishBadge', { state: t(`shared.languageState.${s}`) })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {active && (
        <Button variant="ghost" size="sm" onClick={() => onChange({ search: '', category: 'all', status: 'all', english: 'all' })}>
          <X aria-hidden="true" />
          {t('articles.filters.clear')}
        </Button>
      )}
    </div>
  );
}
