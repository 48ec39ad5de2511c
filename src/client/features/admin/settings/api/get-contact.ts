import { useQuery } from '@tanstack/react-query';
import { defaultLanguage } from '@shared/languages';
import { contactQuery } from '@/lib/public-queries';

/** The settings screen always reads the server's current values (the public cache may be 10 minutes old). */
export function useContactForSettings() {
  return useQuery({ ...contactQuery(defaultLanguage), staleTime: 0, refetchOnWindowFocus: false });
}
