import { paths } from '@shared/paths';
import type { SetupItemId } from '@shared/schemas/setup-checklist';

const contactTab = paths.settings;
const homeTab = `${paths.settings}?tab=home`;

/** The screen that fixes each item; the configuration's items have none (set in the server's environment). */
export const setupItemLinks: Record<SetupItemId, string | null> = {
  phone: contactTab,
  email: contactTab,
  whatsapp: contactTab,
  wechat: contactTab,
  address: contactTab,
  'dpo-contact': contactTab,
  licence: homeTab,
  'home-samples': homeTab,
  'service-english': paths.articles,
  'public-url': null,
  mail: null,
  'two-factor': paths.users,
};
