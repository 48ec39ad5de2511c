import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { sections } from '@shared/catalog';
import { cn } from '@/lib/utils';
import { SectionArticles } from './section-articles';

// Spec section 9: open after 100 ms of hover; Radix closes 150 ms after leaving, we wait the rest of 300 ms.
const OPEN_DELAY = 100;
const CLOSE_GRACE = 300;
const RADIX_CLOSE_DELAY = 150;

export const navItemClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none lg:px-3';
const activeClass = 'text-primary after:absolute after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:rounded after:bg-accent';

/** Home, the five category dropdowns and News (desktop, from 768 px). */
export function DesktopNav({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [value, setValue] = useState('');
  const closeTimer = useRef<number | undefined>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const onValueChange = (next: string) => {
    cancelClose();
    if (next) setValue(next);
    else closeTimer.current = window.setTimeout(() => setValue(''), CLOSE_GRACE - RADIX_CLOSE_DELAY);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // a link chosen in a menu navigates: close at once
  useEffect(() => setValue(''), [pathname]);

  return (
    <NavigationMenu.Root value={value} onValueChange={onValueChange} delayDuration={OPEN_DELAY} skipDelayDuration={CLOSE_GRACE} className={className} aria-label={t('layout.nav.label', { ns: 'site' })}>
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild active={pathname === '/'}>
            <NavLink to="/" end className={({ isActive }) => cn(navItemClass, 'relative', isActive && activeClass)}>
              {t('nav.home')}
            </NavLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        {sections.map((section) => {
          const active = pathname === section.basePath || pathname.startsWith(`${section.basePath}/`);
          return (
            <NavigationMenu.Item key={section.type} value={section.type} className="relative" onPointerEnter={cancelClose}>
              <NavigationMenu.Trigger className={cn(navItemClass, 'group relative', active && activeClass)}>
                {t(`nav.${section.navType}`)}
                <ChevronDown aria-hidden="true" className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-72 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg data-[state=open]:animate-fade-in">
                <NavigationMenu.Link asChild>
                  <NavLink to={section.basePath} className="mb-1 block rounded-md px-3 py-2 text-sm font-semibold text-primary hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-none">
                    {t('layout.nav.viewAll', { ns: 'site', section: t(`nav.${section.navType}`) })}
                  </NavLink>
                </NavigationMenu.Link>
                <SectionArticles
                  section={section}
                  renderLink={(entry) => (
                    <NavigationMenu.Link asChild active={pathname === entry.href}>
                      <NavLink
                        to={entry.href}
                        className={({ isActive }) =>
                          cn(
                            'block rounded-md px-3 py-1.5 text-sm leading-snug hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-none',
                            isActive && 'bg-secondary font-medium text-primary',
                          )
                        }
                      >
                        {entry.label}
                      </NavLink>
                    </NavigationMenu.Link>
                  )}
                />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild active={pathname.startsWith('/news')}>
            <NavLink to="/news" className={({ isActive }) => cn(navItemClass, 'relative', isActive && activeClass)}>
              {t('nav.news')}
            </NavLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
