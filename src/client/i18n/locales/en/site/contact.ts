import type zh from '../../zh/site/contact';
import type { Shape } from '../../../types';

const contact: Shape<typeof zh> = {
  page: {
    title: 'Contact us',
    subtitle: 'Fill in the form below with the service you are interested in, and a consultant will contact you shortly.',
    infoTitle: 'Contact details',
  },
  form: {
    name: 'Name',
    namePlaceholder: 'Your name',
    email: 'Email',
    emailPlaceholder: 'name@example.com',
    phone: 'Phone',
    phonePlaceholder: 'Your phone number',
    service: 'Service of interest',
    servicePlaceholder: 'Please select',
    message: 'Message',
    messagePlaceholder: 'Briefly describe your situation and needs',
    required: 'required',
    consent: {
      before: 'I agree that {{company}} may use these details to answer my enquiry, as described in the ',
      link: 'privacy notice',
      after: '.',
      newTab: ' (opens in a new tab)',
      error: 'Please tick the box to agree to the privacy notice',
    },
    website: 'Website (leave empty)',
    submit: 'Submit enquiry',
    submitting: 'Submitting...',
  },
  errors: {
    name: 'Please enter your name',
    email: 'Please enter your email',
    emailInvalid: 'This email address does not look right, e.g. name@example.com',
    phone: 'Please enter your phone number',
    phoneInvalid: 'A phone number has 6–20 digits; spaces, +, - and brackets are fine',
    service: 'Please choose a service',
    message: 'Please tell us briefly what you need',
  },
  thanks: {
    title: 'Thank you, we have received your enquiry',
    text: 'A consultant will reply within one working day by phone or email.',
    another: 'Send another enquiry',
  },
  rateLimited: {
    text: 'Too many enquiries in a short time; please try again later. You can also reach us directly:',
    phone: 'Phone',
    wechat: 'WeChat',
  },
  toast: {
    invalidTitle: 'Form validation failed',
    invalidMissing: 'Please fill in all required fields',
    invalidEmail: 'Please enter a valid email address',
    invalidPhone: 'Please enter a valid phone number',
    invalidConsent: 'Please agree to the privacy notice first',
    successTitle: 'Consultation submitted',
    successText: 'We will contact you as soon as possible',
    failureTitle: 'Submission failed',
    failureDefault: 'Failed to create consultation',
  },
};
export default contact;
