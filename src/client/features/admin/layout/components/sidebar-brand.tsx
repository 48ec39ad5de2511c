import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminLogo } from '../../shared/admin-logo';

export function SidebarBrand() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <Link to="/articles" className="flex h-16 items-center gap-3 border-b px-5">
      <AdminLogo />
      <span className="min-w-0 leading-tight">
        <span className="block truncate text-sm font-bold">{tc('brand')}</span>
        <span className="block truncate text-xs text-muted-foreground">{t('shared.appName')}</span>
      </span>
    </Link>
  );
}
