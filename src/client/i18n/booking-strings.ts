import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/booking';
import zh from './locales/zh/site/booking';

/** The booking pages' strings ('site' namespace, booking.*), added by their chunk and by /contact's "book a time" card. */
export const useBookingStrings = () => useChunkStrings('booking', { zh, en });
