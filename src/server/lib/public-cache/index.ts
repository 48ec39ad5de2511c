export { publicFastPath, type LogAnswer } from './fast-path';
export { isFastPathRead } from './read-request';
export { keptHeaders, writeStoredAnswer, type StoredAnswer } from './stored-answer';
export { sendCached, sendCachedPrivate, sendUncached } from './reply';
export { createPublicCache, type CachedEntry, type PublicCache } from './store';
