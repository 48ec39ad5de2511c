import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/techdocs';
import zh from './locales/zh/site/techdocs';

/** The technical documentation's strings ('site' namespace, techdocs.*), added by its page's chunk. */
export const useTechdocsStrings = () => useChunkStrings('techdocs', { zh, en });
