import { useChunkStrings } from '@/i18n/chunk-strings';
import en from '@/i18n/locales/en/site/preview';
import zh from '@/i18n/locales/zh/site/preview';

/** The preview page's strings ('site' namespace, preview.*), added by its chunk. */
export const usePreviewStrings = () => useChunkStrings('preview', { zh, en });
