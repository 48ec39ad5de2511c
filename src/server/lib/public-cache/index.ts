export { replayedHeaders, writeCachedReply, type CachedReply } from './cached-reply';
export { SHAREABLE, sendCached, sendCachedPrivate, sendUncached } from './reply';
export { createPublicCache, readTouched, type CacheStats, type CachedRead, type PublicCache } from './store';
