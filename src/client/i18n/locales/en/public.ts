import common from './common';
import type site from './site';
import contact from './site/contact';
import home from './site/home';
import layout from './site/layout';
import searchBox from './site/search-box';

/**
 * The public namespaces in English as the browser loads them, a chunk of their own (public-strings.ts).
 * The strings of the service pages, the news page, the technical documentation, the privacy
 * notice and the testimonials travel with their chunks (chunk-strings.ts).
 */
const strings: { common: typeof common; site: Omit<typeof site, 'techdocs' | 'news' | 'services' | 'home' | 'privacy' | 'preview' | 'search' | 'contactFallback' | 'booking' | 'eligibility'> & {
    home: Omit<(typeof site)['home'], 'testimonials'>;
    /** the navbar's search box; the search page's strings travel with its chunk */
    search: Pick<(typeof site)['search'], 'box'>;
  };
} = {
  common,
  site: { layout, home, contact, search: { box: searchBox } },
};
export default strings;
