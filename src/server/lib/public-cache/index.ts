export { publicFastPath, type LogAnswer } from './fast-path';
export { sendCached, sendCachedPrivate, sendUncached } from './reply';
export { createPublicCache, type CachedEntry, type PublicCache } from './store';
