import { lazy } from 'react';

/**
 * The not-found page in its own chunk (a first visit to the home page downloads none of it): the
 * route table preloads it for unknown paths, and the redirect routes show it when nothing matches.
 */
const NotFoundPage = lazy(() => import('@/features/site/not-found').then((m) => ({ default: m.NotFoundPage })));
export const notFoundChunk = 'src/client/features/site/not-found/index.ts';
export const notFoundElement = <NotFoundPage />;
