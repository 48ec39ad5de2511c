import { useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@shared/paths';

export type HomeAnchor = 'about' | 'services' | 'contact';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Scrolls a home section into view (smoothly unless reduced motion) and moves focus there. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
  return true;
}

/**
 * A link to /#about, /#services or /#contact: on home it scrolls smoothly in place, elsewhere it
 * navigates home and the section is scrolled to there (docs/product-spec.md, section 2).
 */
export function AnchorLink({ anchor, onClick, ...props }: { anchor: HomeAnchor } & Omit<ComponentProps<typeof Link>, 'to'>) {
  const { pathname } = useLocation();
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || pathname !== paths.home) return;
    if (scrollToSection(anchor)) {
      e.preventDefault();
      window.history.replaceState(window.history.state, '', `#${anchor}`);
    }
  };
  return <Link to={paths.homeAnchor(anchor)} onClick={handleClick} {...props} />;
}

/** After navigation: to the hash's section when there is one, else to the top of the new page. */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // the target may render a frame later (data or lazy content)
      const timer = window.setTimeout(() => scrollToSection(id), 0);
      return () => window.clearTimeout(timer);
    }
    // on the first render the browser keeps its own position (reload, back)
    if (!initial) window.scrollTo({ top: 0 });
  }, [pathname, hash]);
}
