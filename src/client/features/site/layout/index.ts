/** The public layout's API for other site features and the route table. */
export { SiteLayout } from './site-layout';
export { AnchorLink } from './anchor-link';
export { ContactDetails } from './contact-details';
export { ContactFormHint } from './contact-fallback';
export { TrustDetails } from './trust-details';
export { SearchBox } from './header/search-box';
