import { useTranslation } from '@/i18n/use-translation';
import { paths } from '@shared/paths';
import { SEARCH_QUERY_MAX } from '@shared/schemas/search-limits';
import { cn } from '@/lib/utils';

/**
 * The site search box (docs/decisions/0013-search.md) of the navbar, the mobile menu and the search page: a plain GET
 * form to the search page in the page's language, so it works before (and without) JavaScript.
 * Every page downloads it, so it is kept small: its magnifier is drawn inline, as no lucide Search
 * icon is in the layout's bundle (docs/decisions/0010-first-load-javascript.md).
 */
export function SearchBox({ className, defaultValue }: { className?: string; defaultValue?: string }) {
  const { t, i18n } = useTranslation('site');
  return (
    <form role="search" action={paths.search(i18n.language === 'en' ? 'en' : 'zh')} className={cn('flex rounded-md border border-input', className)}>
      <input
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={SEARCH_QUERY_MAX}
        aria-label={t('search.box.label')}
        placeholder={t('search.box.placeholder')}
        className="h-9 min-w-0 flex-1 rounded-md bg-transparent pl-3 text-sm"
      />
      <button type="submit" aria-label={t('search.box.submit')} className="grid size-9 place-items-center text-muted-foreground hover:text-primary">
        <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
    </form>
  );
}
