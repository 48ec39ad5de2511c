import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { NavLink, useLocation } from 'react-router';
import { sections, type Section } from '@shared/catalog';
import { isUnder, paths } from '@shared/paths';
import { cn } from '@/lib/utils';
import { SectionArticles } from './section-articles';

// Spec section 9: a submenu opens after 100 ms of hover and stays 300 ms after the pointer leaves.
export const OPEN_DELAY_MS = 100;
export const CLOSE_GRACE_MS = 300;

export const navItemClass =
  'relative inline-flex items-center gap-0.5 rounded-md px-1.5 py-2 text-[13px] font-medium whitespace-nowrap text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none lg:gap-1 lg:px-2 lg:text-sm';
const activeClass = 'text-primary after:absolute after:inset-x-1.5 lg:after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:rounded after:bg-accent';
const menuLinkClass = 'block rounded-md px-3 py-1.5 text-sm leading-snug hover:bg-secondary focus-visible:bg-secondary focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * One category as a disclosure menu (the WAI pattern for site navigation): hover opens it after
 * 100 ms, leaving closes it after 300 ms, the button toggles it, Escape closes it and returns focus.
 * A click on a menu the hover just opened keeps it open: the pointer came to open it, not to close it.
 */
function SectionMenu({ section, open, onOpenChange }: { section: Section; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // set while the menu is open because of the hover, until the first click
  const openedByHover = useRef(false);
  const name = t(`nav.${section.navType}`, { ns: 'common' });
  const active = isUnder(pathname, section.basePath);

  const schedule = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      openedByHover.current = next && (!open || openedByHover.current);
      onOpenChange(next);
    }, delay);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      onOpenChange(false);
      button.current?.focus();
    }
  };

  return (
    <li
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && schedule(true, OPEN_DELAY_MS)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && schedule(false, CLOSE_GRACE_MS)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          window.clearTimeout(timer.current);
          if (!open || !openedByHover.current) onOpenChange(!open);
          openedByHover.current = false;
        }}
        className={cn(navItemClass, 'group', active && activeClass)}
      >
        {name}
        <ChevronDown aria-hidden="true" className={cn('size-3 transition-transform duration-200 lg:size-3.5', open && 'rotate-180')} />
      </button>
      {open && (
        <div id={id} className="absolute top-full left-0 z-50 mt-2 w-72 animate-fade-in rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg">
          <NavLink to={section.basePath} className={cn(menuLinkClass, 'mb-1 py-2 font-semibold text-primary')}>
            {t('layout.nav.viewAll', { section: name })}
          </NavLink>
          <SectionArticles
            section={section}
            renderLink={(entry) => (
              <NavLink to={entry.href} className={({ isActive }) => cn(menuLinkClass, isActive && 'bg-secondary font-medium text-primary')}>
                {entry.label}
              </NavLink>
            )}
          />
        </div>
      )}
    </li>
  );
}

/** Home, the five category menus and News (desktop, from 768 px). */
export function DesktopNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openType, setOpenType] = useState<string | null>(null);
  // a link chosen in a menu navigates: close at once
  useEffect(() => setOpenType(null), [pathname]);

  return (
    <nav aria-label={t('layout.nav.label')} className={className}>
      <ul className="flex items-center gap-0.5">
        <li>
          <NavLink to={paths.home} end className={({ isActive }) => cn(navItemClass, isActive && activeClass)}>
            {t('nav.home', { ns: 'common' })}
          </NavLink>
        </li>
        {sections.map((section) => (
          <SectionMenu
            key={section.type}
            section={section}
            open={openType === section.type}
            onOpenChange={(open) => setOpenType((current) => (open ? section.type : current === section.type ? null : current))}
          />
        ))}
        <li>
          <NavLink to={paths.news} className={({ isActive }) => cn(navItemClass, isActive && activeClass)}>
            {t('nav.news', { ns: 'common' })}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
