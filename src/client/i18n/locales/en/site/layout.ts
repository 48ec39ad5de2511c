import type zh from '../../zh/site/layout';
import type { Shape } from '../../../types';

const layout: Shape<typeof zh> = {
  meta: {
    description:
      'Founded in 2010 and headquartered in Singapore, Global Gateway Consulting Group offers one-stop advice on Singapore immigration, education, business services, value-added services and overseas residency.',
  },
  skipToContent: 'Skip to main content',
  logoAlt: 'Global Gateway Singapore logo',
  nav: {
    label: 'Main navigation',
    viewAll: 'All of {{section}}',
    loading: 'Loading articles...',
    empty: 'No articles yet',
    failed: 'Failed to load articles',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Site menu',
    expand: 'Expand {{section}}',
    selfCheck: 'Self-check',
  },
  contactDialog: {
    title: 'Contact us',
    phone: 'Phone',
    wechat: 'WeChat',
    whatsapp: 'WhatsApp',
    email: 'Email',
    address: 'Address',
    businessHours: 'Business hours',
    weekendHours: 'Weekend hours',
    loading: 'Loading contact details...',
    failed: 'Unable to load contact information',
  },
  footer: {
    description:
      'Founded in 2010 and headquartered in Singapore, Global Gateway Consulting Group advises individuals, families and companies on Singapore immigration, education, business services, value-added services and overseas residency.',
    socialTitle: 'Follow us',
    quickLinks: 'Quick links',
    quick: { home: 'Home', about: 'About us', projects: 'Our services', contact: 'Contact' },
    servicesTitle: 'Services',
    contactTitle: 'Contact',
    contactFailed: 'Unable to load contact information',
    copyright: '© {{year}} Global Gateway Consulting Group. All rights reserved.',
    newsManagement: 'News management',
    signOut: 'Sign out',
    signIn: 'Staff sign-in',
    signedOut: 'Signed out',
    signOutFailed: 'Sign-out failed',
  },
  qr: {
    open: 'Open the {{platform}} QR code',
    title: 'Scan the {{platform}} QR code',
    prompt: 'Scan the code below with {{platform}} to follow or add us.',
    alt: '{{platform}} QR code',
    accountTitle: 'Add us on {{platform}}',
    accountPrompt: 'Search for the account below in {{platform}} to follow or add us.',
    accountLabel: '{{platform}} account',
    copy: 'Copy account',
    copied: 'Account copied',
    copyFailed: 'Could not copy: press and hold the account to copy it.',
    openWeChat: 'Open WeChat',
    weChatHint: 'On your phone: copy the account, open WeChat and paste it into the search bar at the top.',
    saveHint: 'On your phone: long-press the QR code to save it, or add us by the ID below.',
  },
  whatsapp: {
    button: 'Chat on WhatsApp',
    newTab: '(opens in a new tab)',
    message: "Hello, I'd like to ask about: {{title}}",
  },
  language: {
    current: 'Current language: {{language}}',
  },
  preload: {
    label: 'Loading site content',
    failed: 'Data preload failed',
  },
  notTranslated: 'This article is not yet available in English. It is shown in Chinese.',
  byline: {
    label: 'Author',
    name: 'By {{name}}',
    nameAndTitle: 'By {{name}}, {{title}}',
  },
  notFound: {
    title: 'Page not found',
    heading: '404',
    text: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    back: 'Back to previous page',
    home: 'Back to home',
  },
};
export default layout;
