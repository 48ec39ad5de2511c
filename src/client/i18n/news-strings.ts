import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/news';
import zh from './locales/zh/site/news';

/** The news page's strings ('site' namespace, news.*), added by its chunk. */
export const useNewsStrings = () => useChunkStrings('news', { zh, en });
