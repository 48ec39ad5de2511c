import type { ReactNode } from 'react';

type Platform = 'xiaohongshu' | 'douyin' | 'wechat' | 'facebook' | 'instagram';

const paths: Record<Platform, ReactNode> = {
  xiaohongshu: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M7.5 9.5h2.2M8.6 9.5v5.5M11.5 9v6M11.5 12h2.5M16.5 9v6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  douyin: (
    <path
      fill="currentColor"
      d="M16.6 5.8A4.3 4.3 0 0 1 15.5 3h-3.2v12.4a2.6 2.6 0 1 1-2.6-2.6c.27 0 .53.04.78.12V9.7a5.8 5.8 0 1 0 5 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.3a4.3 4.3 0 0 1-3.2-1.5Z"
    />
  ),
  wechat: (
    <path
      fill="currentColor"
      d="M9.3 4C5.3 4 2 6.7 2 10.1c0 1.9 1.1 3.6 2.8 4.7L4.1 17l2.6-1.3c.8.2 1.7.4 2.6.4h.5a5.5 5.5 0 0 1-.2-1.5c0-3.2 3-5.8 6.8-5.8h.5C16.3 6.1 13.1 4 9.3 4Zm-2.4 3.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8ZM16.4 10C13.2 10 10.6 12.1 10.6 14.7s2.6 4.7 5.8 4.7c.7 0 1.3-.1 1.9-.3l2.1 1.1-.6-1.8c1.4-.9 2.2-2.2 2.2-3.7 0-2.6-2.6-4.7-5.6-4.7Zm-1.9 2.5a.75.75 0 1 1 0 1.5.75.75 0 0 1 0-1.5Zm3.8 0a.75.75 0 1 1 0 1.5.75.75 0 0 1 0-1.5Z"
    />
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z"
    />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
};

/** Platform glyphs drawn in-house (lucide carries no brand icons). */
export function SocialIcon({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {paths[platform]}
    </svg>
  );
}
