import type { Language } from '@/i18n/types';
import { useApplyStartLanguage } from './use-language';

/** Applies the language chosen at start once the first render is committed (renders nothing). */
export function StartLanguage({ language }: { language: Language }) {
  useApplyStartLanguage(language);
  return null;
}
