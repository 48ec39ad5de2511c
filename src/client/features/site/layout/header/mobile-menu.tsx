import { Menu } from 'lucide-react';
import { Suspense, useEffect, type RefObject } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { lazyDialog, useDeferredDialog } from '../use-deferred-dialog';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazyDialog(() => loadPanel().then((m) => m.MobileMenuPanel));

/**
 * Under 768 px: the toggle of a full-screen menu with expandable category lists. The menu (and Radix
 * Dialog with it) downloads when the toggle is first touched or focused, and opens once it is there;
 * focus returns to the toggle on close (docs/product-spec.md, section 2).
 */
export function MobileMenu({ onContact, ref }: { onContact: () => void; ref?: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { wanted, setOpen, trigger, dialog } = useDeferredDialog(loadPanel, ref);
  useEffect(() => setOpen(false), [pathname, setOpen]);

  return (
    <>
      <Button {...trigger} variant="ghost" size="icon" className="md:hidden" aria-label={t('layout.nav.openMenu')}>
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel {...dialog} onContact={onContact} />
        </Suspense>
      )}
    </>
  );
}
