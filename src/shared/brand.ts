import type { Language } from './languages';

/**
 * The firm's names and tagline in each language: the one source of the site's language files
 * (common.brand, brandFull, tagline) and of what the server draws and writes itself (share images).
 */
export const brandWords = {
  zh: { name: '新加坡环球咨询', fullName: '新加坡环球咨询集团', tagline: '为您开启全球之门' },
  en: { name: 'Global Gateway Singapore', fullName: 'Global Gateway Consulting Group Singapore', tagline: 'Opening the door to the world for you' },
} satisfies Record<Language, { name: string; fullName: string; tagline: string }>;
