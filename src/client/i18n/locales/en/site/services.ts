import type zh from '../../zh/site/services';
import type { Shape } from '../../../types';

const services: Shape<typeof zh> = {
  eyebrow: 'Our services',
  sections: {
    immigration: {
      intro: 'From EntrePass and Employment Pass to permanent residence: a sound path to Singapore for individuals and families.',
      description:
        'Singapore immigration services: self-employed and entrepreneur routes, skilled immigration, PR applications, family offices and work passes, with one-to-one assessment.',
    },
    education: {
      intro: 'Study planning in Singapore from kindergarten to university: school choice, exam preparation, applications and guardian arrangements.',
      description:
        'Study in Singapore: kindergartens, private and public schools, international schools, the AEIS exam, university applications and study tours.',
    },
    business: {
      intro: 'Company registration, corporate secretary, audit, tax and bank accounts: everything a company needs to start and run compliantly in Singapore.',
      description:
        'Singapore business services: company registration, corporate secretary, audit, nominee director, tax filing and bank account opening.',
    },
    'value-added': {
      intro: 'Private banking, offshore structures, rentals, insurance and recruitment: practical support for living and doing business in Singapore.',
      description:
        'Value-added services in Singapore: private banking, offshore companies, office and home rental, insurance planning, recruitment and domestic helpers.',
    },
    overseas: {
      intro: 'Island passports and residency programmes in Europe and Malaysia: another layer of security for your family and assets.',
      description:
        'Overseas residency planning: island passports, Greece, Portugal and Spain residency and Malaysia My Second Home (MM2H).',
    },
  },
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  sidebar: {
    heading: 'Services',
    label: '{{section}} services',
    loading: 'Loading categories...',
    error: 'Could not load categories: {{message}}',
    empty: 'No categories',
    more: 'More articles',
    loadingMore: 'Loading more articles...',
  },
  drawer: {
    open: 'Browse services',
    title: 'Choose a service',
    description: 'Pick a service to read its details.',
  },
  article: {
    notFound: 'The page you asked for was not found; here is “{{title}}” from this section instead.',
    loading: 'Loading article...',
    error: 'Could not load the article',
    errorHint: 'The article content is unavailable ({{message}}). Please try again later.',
    retry: 'Try again',
    empty: 'No articles in this section yet',
    emptyHint: 'We are still preparing this content. Please contact a consultant for details.',
  },
  refresh: {
    label: 'Refresh',
    hint: 'Refresh this page for the latest content',
    refreshing: 'Refreshing...',
    successTitle: 'Data refreshed',
    successText: 'The latest article content has been fetched',
    failureTitle: 'Refresh failed',
    failureText: 'Cannot get the latest data',
  },
  table: { scrollHint: 'Scroll sideways to see the whole table' },
  selfCheck: {
    title: 'Am I eligible?',
    text: 'Take the 2-minute self-check and get a first idea of where you stand.',
    label: 'Self-checks for this service',
  },
  cta: {
    title: 'Want one-to-one professional advice?',
    text: 'Every family and company is different. Tell us what you need and a consultant will contact you soon with a tailored plan.',
    button: 'Book a free consultation',
  },
};
export default services;
