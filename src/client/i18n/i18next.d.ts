import 'i18next';
import type admin from './locales/zh/admin';
import type common from './locales/zh/common';
import type site from './locales/zh/site';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'site';
    resources: { common: typeof common; site: typeof site; admin: typeof admin };
  }
}
