import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/privacy';
import zh from './locales/zh/site/privacy';

/** The privacy notice's strings ('site' namespace, privacy.*), added by its page's chunk. */
export const usePrivacyStrings = () => useChunkStrings('privacy', { zh, en });
