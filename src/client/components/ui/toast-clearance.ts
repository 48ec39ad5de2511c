/** sonner's own phone breakpoint (its styles.css): at or below it toasts span the width. */
const PHONE_MAX_WIDTH = 600;
/** The gap kept between a toast and the edge of the screen or of a bar below it. */
export const TOAST_GAP = 16;
const TOAST_WIDTH = 356;
/** An ancestor at least this share of the screen's height is a page or dialog, not a bar. */
const BAR_MAX_SHARE = 0.4;

/**
 * How far above the bottom edge toasts must sit so that they cover no control of a bar stuck to
 * the foot of the screen (a dialog's save footer, a sticky save bar): for a few points along the
 * bottom edge under where toasts go, the tallest low block holding the element found there.
 * Measured when toasts appear, since bars come and go with dialogs.
 */
export function bottomClearance(doc: Document = document, win: Window = window): number {
  // a document without layout (jsdom in unit tests) has no bars to clear
  if (typeof doc.elementsFromPoint !== 'function') return 0;
  const w = win.innerWidth;
  const h = win.innerHeight;
  const phone = w <= PHONE_MAX_WIDTH;
  const left = phone ? 0 : Math.max(0, w - TOAST_GAP - TOAST_WIDTH);
  const xs = [left + 4, (left + w) / 2, w - 4];
  let clearance = 0;
  for (const x of xs) {
    const hit = doc.elementsFromPoint(x, h - 2).find((e) => !e.closest('[data-sonner-toaster]'));
    let bar: Element | null = null;
    for (let e: Element | null = hit ?? null; e && e !== doc.body; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      if (r.height >= h * BAR_MAX_SHARE) break;
      if (r.bottom >= h - 2) bar = e;
    }
    if (bar) clearance = Math.max(clearance, h - bar.getBoundingClientRect().top);
  }
  return Math.round(clearance);
}
