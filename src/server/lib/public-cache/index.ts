export { isFastPathRead } from './read-request';
export { keptHeaders, writeStoredAnswer, type StoredAnswer } from './stored-answer';
export { SHAREABLE, sendCached, sendCachedPrivate, sendUncached } from './reply';
export { createPublicCache, type CachedEntry, type PublicCache } from './store';
