import common from './common';
import type site from './site';
import contact from './site/contact';
import home from './site/home';
import layout from './site/layout';

/**
 * The public namespaces in English as the browser loads them, a chunk of their own (public-strings.ts).
 * The strings of the service pages, the news page, the technical documentation, the privacy
 * notice and the testimonials travel with their chunks (chunk-strings.ts).
 */
const strings: { common: typeof common; site: Omit<typeof site, 'techdocs' | 'news' | 'services' | 'home' | 'privacy'> & { home: Omit<(typeof site)['home'], 'testimonials'> } } = {
  common,
  site: { layout, home, contact },
};
export default strings;
