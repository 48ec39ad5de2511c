import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useConfirmLeave } from '../../shared/unsaved-changes';
import { navGroups } from '../nav-items';

/** Screens a role-user can open: their own account, on the settings screen. */
const roleUserScreens: readonly string[] = ['settings'];

/** The two link groups; used in the fixed sidebar and in the small-screen drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const confirmLeave = useConfirmLeave();
  const isAdmin = useUser().data?.role === 'admin';
  const groups = isAdmin
    ? navGroups
    : navGroups.map((g) => ({ ...g, items: g.items.filter((i) => roleUserScreens.includes(i.key)) })).filter((g) => g.items.length > 0);
  return (
    <nav aria-label={t('shared.appName')} className="flex flex-col gap-6 px-3 py-4">
      {groups.map((group) => (
        <div key={group.key}>
          <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{t(`layout.${group.key}`)}</p>
          <ul className="grid gap-1">
            {group.items.map(({ to, key, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={(e) => {
                    if (!confirmLeave()) e.preventDefault();
                    else onNavigate?.();
                  }}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-secondary hover:text-secondary-foreground',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {t(`layout.nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
