import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/testimonials';
import zh from './locales/zh/site/testimonials';

/** The home page's testimonials ('site' namespace, home.testimonials.*), added by the carousel's chunk. */
export const useTestimonialsStrings = () => useChunkStrings('home.testimonials', { zh, en });
