import { ExternalLink, Menu } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { paths } from '@shared/paths';
import { can } from '@shared/permissions';
import type { PublicUser } from '@shared/schemas/auth';
import { LanguageSwitch } from '../../shared/language-switch';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/** Menu toggle (small screens), visit official site, language, notification bell and user menu. */
export function AdminTopbar({ user, onOpenMenu }: { user: PublicUser; onOpenMenu: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-6">
      <Button variant="ghost" size="icon" className="md:hidden" onClick={onOpenMenu} aria-label={t('layout.openMenu')}>
        <Menu className="size-5" />
      </Button>
      <div className="flex-1" />
      <Button asChild variant="outline" size="sm">
        {/* a new tab, so an unsaved form in the back office stays as it is */}
        <a href={paths.home} target="_blank" rel="noopener" aria-label={t('layout.visitSite')}>
          <ExternalLink aria-hidden="true" />
          <span className="hidden sm:inline">{t('layout.visitSite')}</span>
        </a>
      </Button>
      <LanguageSwitch />
      {/* the count is of enquiries, which only their readers may see */}
      {can(user.role, 'readEnquiries') && <NotificationBell />}
      <UserMenu user={user} />
    </header>
  );
}
