import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { adminScreenAt, mayOpenAdminPath } from '@shared/paths';
import type { PublicUser } from '@shared/schemas/auth';
import { AdminTopbar } from './admin-topbar';
import { NoPermission } from './no-permission';
import { SidebarBrand } from './sidebar-brand';
import { SidebarNav } from './sidebar-nav';

/**
 * Fixed sidebar from 768 px up; below that the same links in a drawer behind the menu toggle. A
 * screen the role may not use shows the no-permission message instead (its calls would answer 403).
 */
export function AdminShell({ user }: { user: PublicUser }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);
  const forbiddenScreen = mayOpenAdminPath(user.role, pathname) ? undefined : adminScreenAt(pathname);

  return (
    <div className="min-h-dvh bg-muted/40">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        {t('shared.appName')}
      </a>
      <aside data-testid="admin-sidebar" className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-r bg-background md:flex">
        <SidebarBrand />
        <div className="flex-1 overflow-y-auto">
          <SidebarNav />
        </div>
      </aside>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="left" className="w-72 gap-0 p-0" closeLabel={t('layout.closeMenu')}>
          <SheetTitle className="sr-only">{t('shared.appName')}</SheetTitle>
          <SheetDescription className="sr-only">{t('layout.openMenu')}</SheetDescription>
          <SidebarBrand className="pr-12" />
          <SidebarNav onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="md:pl-64">
        <AdminTopbar user={user} onOpenMenu={() => setMenuOpen(true)} />
        <main id="admin-main" className="mx-auto w-full max-w-7xl p-4 sm:p-6 lg:p-8">
          {forbiddenScreen ? <NoPermission screen={forbiddenScreen} /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
