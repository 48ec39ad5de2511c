import type zh from '../../zh/site/home';
import type { Shape } from '../../../types';

const home: Shape<typeof zh> = {
  title: 'Singapore immigration, education and business services in one place',
  hero: {
    badge: 'Founded 2010 · Headquartered in Singapore',
    title: 'Opening the door to Singapore and the world for you',
    subtitle:
      'Immigration, education, business services, value-added services and overseas residency, with a senior consultant beside you at every step.',
    services: 'Explore our services',
    contact: 'Free consultation',
  },
  services: {
    title: 'Our services',
    subtitle: 'Five service areas covering every step of settling a person, a family or a company in Singapore.',
    more: 'Learn more',
    moreAbout: 'Learn more: {{section}}',
    cards: {
      immigration: 'Self-employed, entrepreneur and skilled immigration and permanent residence, planned around your long-term stay.',
      education: 'School choice and admission from kindergarten to university, AEIS preparation and study tours.',
      business: 'Company registration, secretarial, audit, tax and bank accounts to get your company running.',
      valueAdded: 'Private banking, offshore structures, home and office rental, insurance and recruitment.',
      overseas: 'Island passports, European residency and Malaysia My Second Home for a diversified status.',
    },
  },
  about: {
    title: 'About us',
    lead: 'Global Gateway Consulting Group was founded in 2010 and is headquartered in Singapore.',
    text: 'We focus on five service areas: Singapore immigration, education, business services, value-added services and overseas residency, helping clients settle and grow in Singapore with professional, transparent and efficient service.',
    points: {
      founded: 'Founded in 2010, rooted in the Singapore market',
      headquarters: 'Headquartered in Singapore, at home with local rules and procedures',
      categories: 'Five service areas, one-stop solutions',
    },
    hoursTitle: 'Business hours',
    consultantsTitle: 'Our consultants',
    weekdays: 'Monday to Friday 9:00-18:00',
    saturday: 'Saturday 9:00-13:00 (by appointment)',
    stats: {
      cases: { value: '5000+', label: 'Success cases' },
      satisfaction: { value: '98%', label: 'Client satisfaction' },
      experts: { value: '30+', label: 'Professionals' },
      years: { value: '10+', label: 'Years of experience' },
    },
  },
  trust: {
    title: 'Licence and registration',
    licence: 'Employment Agency licence',
    uen: 'UEN',
    address: 'Registered address',
    map: 'View on map',
  },
  contact: {
    title: 'Contact us',
    subtitle: 'Tell us what you need and a consultant will get back to you within one working day.',
    formTitle: 'Online enquiry',
    infoTitle: 'Contact details',
  },
};
export default home;
