import type zh from '../../zh/site/privacy';
import type { Shape } from '../../../types';

const privacy: Shape<typeof zh> = {
  title: 'Privacy notice',
  description: 'How {{company}} uses the personal data you send with an enquiry, how long it is kept, and your rights under Singapore’s PDPA.',
  eyebrow: 'Personal data protection',
  intro: 'What we collect when you send an enquiry through this website, why, for how long, who sees it, and how to exercise your rights.',
  version: 'Version: {{version}} (last updated)',
  who: {
    title: 'Who collects it',
    text: '{{company}}, based in Singapore, collects and is responsible for the personal data you send through this website.',
  },
  what: {
    title: 'What we collect',
    lead: 'What you enter in the enquiry form, and where it was sent from:',
    name: 'your name',
    email: 'your email address',
    phone: 'your phone number',
    message: 'the service you chose and your message',
    source: 'the page the enquiry was sent from and its language, and campaign parameters in the link (such as utm_source)',
  },
  why: {
    title: 'Why we use it',
    text: 'Only to answer your enquiry and to follow up on the service you asked about. We do not sell your personal data.',
  },
  retention: {
    title: 'How long we keep it',
    text: 'For as long as we need it to handle your enquiry. 24 months after the enquiry is closed (completed or cancelled), your name, email, phone and message are anonymised; only statistics that do not identify you (such as the type and date of the enquiry) remain.',
  },
  access: {
    title: 'Who sees it',
    text: 'Only our staff who handle enquiries. We send notification emails through an email delivery provider, which handles the data only to deliver them.',
  },
  visits: {
    title: 'Counting visits',
    lead: 'To learn which parts of the site are useful, we count visits without cookies. For each page viewed we record only:',
    pages: 'the page viewed and its language',
    referrer: 'the site that linked to ours (its name only)',
    campaign: 'campaign tags in the link (utm_source, utm_medium, utm_campaign)',
    device: 'the kind of device (phone, tablet or computer)',
    country: 'the country or region, from the network',
    taps: 'taps on the contact buttons (WhatsApp, WeChat, phone, email, booking and the enquiry form)',
    noCookie: 'We set no cookie in your browser and store no identifier there.',
    noAddress: 'We never store your IP address. So that one visitor is counted once a day, the server turns the address and browser details into a visitor key with a random secret of that day; the secret is deleted the next day, after which no one, us included, can trace the key back to you.',
    dnt: 'If your browser sends Do Not Track or Global Privacy Control, your visit is not counted.',
    noThirdParty: 'Visits are counted on our own server and nothing is sent to a third party.',
  },
  rights: {
    title: 'Your rights',
    lead: 'Under Singapore’s Personal Data Protection Act 2012 (PDPA), you may:',
    access: 'access the personal data we hold about you;',
    correction: 'correct data that is inaccurate or incomplete;',
    withdraw: 'withdraw your consent, after which we stop using your data to follow up;',
    erasure: 'ask us to erase your data (by anonymising it).',
    ask: 'To exercise these rights, contact our data protection officer:',
    askContact: 'To exercise these rights, send us your request through the enquiry form, saying it is about your personal data.',
    askForm: 'Go to the enquiry form',
    reply: 'We usually reply within 30 days.',
  },
};
export default privacy;
