import * as React from 'react';
import { Toaster as Sonner, useSonner, type ToasterProps } from 'sonner';
import { bottomClearance, TOAST_GAP } from './toast-clearance';

// Sonner's default rich colours are below WCAG AA; override them with AA-safe tokens.
const toastStyle = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#166534',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e40af',
  '--warning-bg': '#fefce8',
  '--warning-border': '#fde68a',
  '--warning-text': '#854d0e',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#b91c1c',
  '--border-radius': 'var(--radius)',
} as React.CSSProperties;

/**
 * Bottom right on a desktop, along the bottom on a phone, lifted above any bar at the foot of the
 * screen: at the top, toasts covered the headers' buttons (the editor's Preview, Share, History).
 */
function Toaster({ style, ...props }: ToasterProps) {
  const { toasts } = useSonner();
  const [lift, setLift] = React.useState(0);
  React.useLayoutEffect(() => {
    if (toasts.length > 0) setLift(bottomClearance());
  }, [toasts.length]);
  const bottom = `${lift + TOAST_GAP}px`;
  return (
    <Sonner
      theme="light"
      position="bottom-right"
      offset={{ bottom, right: TOAST_GAP }}
      mobileOffset={{ bottom, left: TOAST_GAP, right: TOAST_GAP }}
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      className="toaster group"
      style={{ ...toastStyle, ...style }}
      {...props}
    />
  );
}

export { Toaster };
