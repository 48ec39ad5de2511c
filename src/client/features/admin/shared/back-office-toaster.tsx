import { useEffect } from 'react';
import { claimToaster } from '@/components/ui/notify';
import { Toaster } from '@/components/ui/sonner';

/**
 * The back office's Toaster, mounted with its layout and sign-in screen rather than fetched after
 * them: in the browser build the back office carries its own copy of it and of sonner
 * (scripts/back-office-copies.ts), so its first view fetches no toast chunks. While it is mounted the
 * app's deferred Toaster stays away, so a toast never shows twice.
 */
export function BackOfficeToaster() {
  useEffect(() => claimToaster(), []);
  return <Toaster />;
}
