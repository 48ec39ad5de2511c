import { useChunkStrings } from './chunk-strings';
import en from './locales/en/site/services';
import zh from './locales/zh/site/services';

/**
 * The service pages' strings ('site' namespace, services.*), added by the chunks of the pages that
 * show articles (services, news) or their breadcrumbs (techdocs): the article view reads them.
 */
export const useServicesStrings = () => useChunkStrings('services', { zh, en });
