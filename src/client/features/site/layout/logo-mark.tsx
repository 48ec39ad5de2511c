import { cn } from '@/lib/utils';

/** The brand mark: a globe with a gold gateway arc (the same drawing as /logo.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <circle cx="20" cy="20" r="19" fill="#0b3a6f" />
      <ellipse cx="20" cy="20" rx="8" ry="15" fill="none" stroke="#fff" strokeWidth="1.6" opacity=".85" />
      <path d="M5.5 15h29M5.5 25h29M20 5v30" stroke="#fff" strokeWidth="1.6" opacity=".85" />
      <path d="M9 31a13 13 0 0 1 22 0" fill="none" stroke="#c8a24a" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}
