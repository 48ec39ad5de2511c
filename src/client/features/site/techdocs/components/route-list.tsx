import { useTranslation } from '@/i18n/use-translation';
import { adminRoutes, publicRoutes } from '../techdocs-data';

function Routes({ title, paths }: { title: string; paths: string[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="text-base font-semibold text-primary">{title}</h3>
      <ul className="mt-3 divide-y divide-border rounded-xl border border-border">
        {paths.map((p) => (
          <li key={p} className="flex items-baseline justify-between gap-4 bg-background px-4 py-2.5 text-sm first:rounded-t-xl last:rounded-b-xl">
            <code className="font-mono text-foreground">{p}</code>
            <span className="text-right text-muted-foreground">{t(`techdocs.routes.paths.${p}` as 'techdocs.routes.paths./')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RouteList() {
  const { t } = useTranslation();
  return (
    <>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Routes title={t('techdocs.routes.publicTitle')} paths={publicRoutes} />
        <Routes title={t('techdocs.routes.adminTitle')} paths={adminRoutes} />
      </div>
      <p className="mt-5 text-sm leading-relaxed text-muted-foreground">{t('techdocs.routes.servicesNote')}</p>
    </>
  );
}
