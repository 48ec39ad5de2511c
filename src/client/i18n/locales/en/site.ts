import booking from './site/booking';
import contact from './site/contact';
import contactFallback from './site/contact-fallback';
import eligibility from './site/eligibility';
import home from './site/home';
import layout from './site/layout';
import news from './site/news';
import privacy from './site/privacy';
import preview from './site/preview';
import search from './site/search';
import searchBox from './site/search-box';
import services from './site/services';
import techdocs from './site/techdocs';
import testimonials from './site/testimonials';

/** The 'site' namespace: one part per public feature. */
const site = { layout, home: { ...home, testimonials }, services, news, contact, techdocs, privacy, preview, contactFallback, search: { box: searchBox, page: search }, booking, eligibility };
export default site;
