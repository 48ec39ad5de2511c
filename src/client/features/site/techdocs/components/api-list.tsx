import { useTranslation } from '@/i18n/use-translation';
import { cn } from '@/lib/utils';
import { endpointGroups, type Access } from '../techdocs-data';

const methodClass = (method: string) =>
  method.startsWith('GET')
    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
    : method.startsWith('POST')
      ? 'bg-blue-50 text-blue-800 ring-blue-200'
      : method.startsWith('DELETE')
        ? 'bg-red-50 text-red-800 ring-red-200'
        : 'bg-amber-50 text-amber-900 ring-amber-200';

const accessClass: Record<Access, string> = {
  public: 'bg-muted text-muted-foreground',
  admin: 'bg-primary text-primary-foreground',
};

/** Every endpoint of the API, grouped by module (the facts in techdocs-data.ts, the texts in i18n). */
export function ApiList() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-8">
      {endpointGroups.map((group) => (
        <div key={group.key}>
          <h3 className="text-base font-semibold text-primary">{t(`techdocs.api.groups.${group.key}`)}</h3>
          <ul className="mt-3 divide-y divide-border overflow-hidden rounded-xl border border-border">
            {group.endpoints.map((e) => (
              <li key={`${e.method} ${e.path}`} className="bg-background px-4 py-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className={cn('inline-flex min-w-16 justify-center rounded-md px-2 py-0.5 font-mono text-xs font-semibold ring-1 ring-inset', methodClass(e.method))}>
                    {e.method}
                  </span>
                  <code className="min-w-0 font-mono text-sm break-all text-foreground">{e.path}</code>
                  <span className={cn('ml-auto rounded-full px-2.5 py-0.5 text-xs font-medium', accessClass[e.access])}>
                    <span className="sr-only">{t('techdocs.api.columns.access')}: </span>
                    {t(`techdocs.api.access.${e.access}`)}
                  </span>
                </div>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{t(`techdocs.api.endpoints.${e.key}` as 'techdocs.api.endpoints.user')}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
