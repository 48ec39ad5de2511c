import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * What the floating button must never cover: elements marked `data-reach-us-avoid` (a page's own call
 * to action, the footer) and every form's consent line and submit button (the enquiry and booking
 * forms, wherever they are).
 */
const AVOID = '[data-reach-us-avoid], form [type="submit"]';
const CONSENT = 'form input[name="consent"]';

/** Whether one of those is in the viewport now; looked for again on each navigation. */
export function useSomethingToAvoidInView(): boolean {
  const [inView, setInView] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const shown = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) shown.add(entry.target);
        else shown.delete(entry.target);
      }
      setInView(shown.size > 0);
    });
    document.querySelectorAll(AVOID).forEach((el) => observer.observe(el));
    // the checkbox's whole line: its label is what a thumb must reach
    document.querySelectorAll(CONSENT).forEach((el) => observer.observe(el.parentElement ?? el));
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [pathname]);
  return inView;
}
