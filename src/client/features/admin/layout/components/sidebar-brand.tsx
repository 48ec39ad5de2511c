import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { cn } from '@/lib/utils';
import { AdminLogo } from '../../shared/admin-logo';
import { useConfirmLeave } from '../../shared/unsaved-changes';

export function SidebarBrand({ className }: { className?: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const confirmLeave = useConfirmLeave();
  return (
    <Link
      to={paths.articles}
      onClick={(e) => {
        if (!confirmLeave()) e.preventDefault();
      }}
      className={cn('flex h-16 items-center gap-3 border-b px-5', className)}
    >
      <AdminLogo />
      <span className="min-w-0 leading-tight">
        <span className="block truncate text-sm font-bold">{tc('brand')}</span>
        <span className="block truncate text-xs text-muted-foreground">{t('shared.appName')}</span>
      </span>
    </Link>
  );
}
