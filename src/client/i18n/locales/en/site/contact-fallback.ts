import type zh from '../../zh/site/contact-fallback';
import type { Shape } from '../../../types';

const contactFallback: Shape<typeof zh> = {
  channelsDescription: 'Reach our consultants through any of the channels below.',
  dialogDescription: 'Send us your question through the enquiry form and one of our consultants will reply by the email or phone number you give.',
  formLink: 'Open the enquiry form',
  pageText: 'Leave us a message with the enquiry form on this page: one of our consultants will reply by the email or phone number you give.',
};
export default contactFallback;
