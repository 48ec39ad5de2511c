import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronDown, Phone, X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { NavLink } from 'react-router';
import { sections } from '@shared/catalog';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';
import { LogoMark } from '../logo-mark';
import type { DeferredDialogProps } from '../use-deferred-dialog';
import { LanguageButtons } from './language-switcher';
import { SearchBox } from './search-box';
import { SectionArticles } from './section-articles';

const rowClass = 'flex min-h-12 flex-1 items-center rounded-md px-3 text-base font-medium hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * The full-screen menu itself, downloaded on first use (see mobile-menu.tsx). Radix Dialog traps
 * focus, closes on Escape and locks the body scroll while open (docs/product-spec.md, section 2).
 */
export function MobileMenuPanel({ open, onOpenChange, contentId, returnFocus, onContact }: DeferredDialogProps & { onContact: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* Radix locks the body scroll through the overlay */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background md:hidden" />
        <DialogPrimitive.Content
          id={contentId}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background data-[state=open]:animate-fade-in md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus()?.focus();
          }}
        >
          <div className="sticky top-0 flex h-16 items-center justify-between border-b bg-background px-4">
            <DialogPrimitive.Title className="flex items-center gap-2 text-base font-semibold">
              <LogoMark className="size-8" />
              {t('layout.nav.menuTitle')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('layout.nav.closeMenu')}>
                <X aria-hidden="true" className="size-6" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <SearchBox className="mx-4 mt-3" />
          <nav aria-label={t('layout.nav.label')} className="flex-1 px-4 py-3">
            <ul className="space-y-1">
              <li className="flex">
                <NavLink to={paths.home} end className={({ isActive }) => cn(rowClass, isActive && 'text-primary')}>
                  {t('nav.home', { ns: 'common' })}
                </NavLink>
              </li>
              {sections.map((section) => {
                const name = t(`nav.${section.navType}`, { ns: 'common' });
                return (
                  <li key={section.type}>
                    <Collapsible>
                      <div className="flex items-center">
                        <NavLink to={section.basePath} className={({ isActive }) => cn(rowClass, isActive && 'text-primary')}>
                          {name}
                        </NavLink>
                        <CollapsibleTrigger asChild>
                          <Button variant="ghost" size="icon" className="group size-12" aria-label={t('layout.nav.expand', { section: name })}>
                            <ChevronDown aria-hidden="true" className="size-5 transition-transform group-data-[state=open]:rotate-180" />
                          </Button>
                        </CollapsibleTrigger>
                      </div>
                      <CollapsibleContent className="ml-3 border-l-2 border-accent/60 py-1 pl-2">
                        <SectionArticles
                          section={section}
                          renderLink={(entry) => (
                            <NavLink
                              to={entry.href}
                              className={({ isActive }) =>
                                cn('block rounded-md px-3 py-2.5 text-sm hover:bg-secondary', isActive && 'bg-secondary font-medium text-primary')
                              }
                            >
                              {entry.label}
                            </NavLink>
                          )}
                        />
                      </CollapsibleContent>
                    </Collapsible>
                  </li>
                );
              })}
              <li className="flex">
                <NavLink to={paths.news} className={({ isActive }) => cn(rowClass, isActive && 'text-primary')}>
                  {t('nav.news', { ns: 'common' })}
                </NavLink>
              </li>
              <li className="flex">
                <button
                  type="button"
                  className={cn(rowClass, 'text-start')}
                  onClick={() => {
                    onOpenChange(false);
                    onContact();
                  }}
                >
                  <Phone aria-hidden="true" className="mr-2 size-4 text-primary" />
                  {t('nav.contact', { ns: 'common' })}
                </button>
              </li>
            </ul>
          </nav>
          <div className="border-t px-4 py-4">
            <LanguageButtons onChosen={() => onOpenChange(false)} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
