import * as React from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

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

function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-center"
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
