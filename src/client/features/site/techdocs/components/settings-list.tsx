import { useTranslation } from '@/i18n/use-translation';
import { settings } from '../techdocs-data';

/** The environment settings with their defaults. */
export function SettingsList() {
  const { t } = useTranslation();
  return (
    <dl className="mt-6 divide-y divide-border overflow-hidden rounded-xl border border-border">
      {settings.map((s) => (
        <div key={s.name} className="grid gap-2 bg-background px-4 py-4 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-6">
          <dt className="flex flex-wrap items-center gap-2 md:flex-col md:items-start">
            <code className="font-mono text-sm font-semibold text-primary">{s.name}</code>
            <span className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              {t('techdocs.settings.columns.default')}: {s.value ? <code className="font-mono">{s.value}</code> : t('techdocs.settings.unset')}
            </span>
          </dt>
          <dd className="text-sm leading-relaxed text-foreground/85">{t(`techdocs.settings.vars.${s.key}` as 'techdocs.settings.vars.port')}</dd>
        </div>
      ))}
    </dl>
  );
}
