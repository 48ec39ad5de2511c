import type { InitOptions } from 'i18next';

/** What the server's and the browser's i18n instances share. */
export const baseOptions = {
  ns: ['common', 'site'],
  defaultNS: 'site',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
} satisfies InitOptions;
