import { Phone } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { LogoMark } from '../logo-mark';
import { lazyDialog } from '../use-deferred-dialog';
import { useScrolled } from '../use-scrolled';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitcher } from './language-switcher';
import { SearchBox } from './search-box';
import { MobileMenu } from './mobile-menu';

const loadContactDialog = () => import('./contact-dialog');
const ContactDialog = lazyDialog(() => loadContactDialog().then((m) => m.ContactDialog));
const preloadContactDialog = () => void loadContactDialog().catch(() => undefined);

/**
 * The top bar: logo, navigation, Contact dialog and language; tighter with a shadow once scrolled
 * past 10 px. The Contact dialog downloads when its button is first touched or focused.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolled(10);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactWanted, setContactWanted] = useState(false);
  const openContact = () => {
    setContactWanted(true);
    setContactOpen(true);
  };
  const contactButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // focus returns to whichever opener is visible at this width
  const returnFocus = () => (contactButton.current?.offsetParent ? contactButton.current : menuButton.current);

  return (
    <header
      data-scrolled={scrolled ? '' : undefined}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        scrolled ? 'border-border bg-background/95 shadow-md backdrop-blur supports-[backdrop-filter]:bg-background/85' : 'border-transparent bg-background',
      )}
    >
      <div className={cn('mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 transition-[height] duration-300 lg:px-6', scrolled ? 'h-14' : 'h-16 md:h-[4.5rem]')}>
        <Link to={paths.home} className="flex min-w-0 items-center gap-2 rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <LogoMark />
          {/* the brand names the link; between 768 and 1280 px it is only visually hidden to make room */}
          <span className="flex min-w-0 flex-col leading-tight md:sr-only xl:not-sr-only">
            <span className="line-clamp-2 text-[0.9375rem] font-bold text-primary sm:truncate sm:text-base">{t('brand', { ns: 'common' })}</span>
            <span className="hidden truncate text-[11px] text-muted-foreground sm:block">{t('tagline', { ns: 'common' })}</span>
          </span>
        </Link>
        <DesktopNav className="hidden md:block" />
        <div className="flex items-center gap-0.5 lg:gap-1">
          {/* 1280-1535 px: as narrow as below, so the English brand and tagline are not cut */}
          <SearchBox className="mr-1 hidden w-28 md:flex 2xl:w-40" />
          <Button
            ref={contactButton}
            variant="ghost"
            size="sm"
            className="hidden px-2 md:inline-flex lg:px-2.5"
            aria-haspopup="dialog"
            onPointerEnter={preloadContactDialog}
            onFocus={preloadContactDialog}
            onClick={openContact}
          >
            <Phone aria-hidden="true" />
            {/* 768-1023 px: the icon alone, to leave room for the navigation */}
            <span className="sr-only lg:not-sr-only">{t('nav.contact', { ns: 'common' })}</span>
          </Button>
          <LanguageSwitcher />
          <MobileMenu ref={menuButton} onContact={openContact} />
        </div>
      </div>
      {contactWanted && (
        <Suspense fallback={null}>
          <ContactDialog open={contactOpen} onOpenChange={setContactOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </header>
  );
}
