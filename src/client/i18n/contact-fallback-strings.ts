import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/contact-fallback';
import zh from './locales/zh/site/contact-fallback';

/** The enquiry form offered where no contact channel is set ('site' namespace, contactFallback.*), added by the contact dialog's and /contact's chunks. */
export const useContactFallbackStrings = () => useChunkStrings('contactFallback', { zh, en });
