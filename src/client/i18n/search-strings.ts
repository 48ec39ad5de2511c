import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/search';
import zh from './locales/zh/site/search';

/** The search page's strings ('site' namespace, search.page.*), added by its chunk. */
export const useSearchStrings = () => useChunkStrings('search.page', { zh, en });
