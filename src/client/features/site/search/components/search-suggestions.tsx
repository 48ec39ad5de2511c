import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { sections } from '@shared/catalog';

/** The empty states: a title, a hint and the five service sections to browse instead. */
export function SearchSuggestions({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation(['site', 'common']);
  return (
    <section aria-labelledby="search-suggestions" className="rounded-2xl border border-border bg-card p-5 shadow-sm md:p-7">
      <h2 id="search-suggestions" className="text-lg font-semibold text-foreground md:text-xl">
        {title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{hint}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.type}>
            <Link
              to={section.basePath}
              className="flex min-h-11 items-center rounded-lg border border-border px-4 text-sm font-medium text-primary hover:border-primary/40 hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {t(`nav.${section.navType}`, { ns: 'common' })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
