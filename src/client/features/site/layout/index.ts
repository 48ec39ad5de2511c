/** The public layout's API for other site features and the route table. */
export { SiteLayout } from './site-layout';
export { AnchorLink, scrollToSection, type HomeAnchor } from './anchor-link';
export { ContactDetails, useContactInfo } from './contact-details';
export { LogoMark } from './logo-mark';
export { useLanguage } from './use-language';
