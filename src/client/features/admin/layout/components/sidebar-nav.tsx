import { useTranslation } from '@/i18n/use-translation';
import { NavLink } from 'react-router';
import { can } from '@shared/permissions';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useConfirmLeave } from '../../shared/unsaved-changes';
import { usePendingReviewCount } from '../../review';
import { navGroupsFor } from '../nav-items';

/** The two link groups; used in the fixed sidebar and in the small-screen drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const confirmLeave = useConfirmLeave();
  const role = useUser().data?.role;
  const groups = navGroupsFor(role);
  const pendingReviews = usePendingReviewCount(can(role, 'publishArticles'));
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
                  <span className="flex-1">{t(`layout.nav.${key}`)}</span>
                  {key === 'review' && pendingReviews > 0 && (
                    <span
                      data-testid="review-pending-count"
                      className="flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] leading-none font-semibold text-destructive-foreground"
                    >
                      <span aria-hidden="true">{pendingReviews > 99 ? '99+' : pendingReviews}</span>
                      <span className="sr-only">{t('layout.reviewPending', { count: pendingReviews })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
