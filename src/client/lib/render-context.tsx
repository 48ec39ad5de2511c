import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '@shared/languages';
import type { ShareImage } from '@shared/share-image';
import { Navigate } from 'react-router';
import type { Crumb, PageFacts } from './structured-data';

/**
 * How the page came to be: rendered on the server ('server'), hydrated from that HTML ('hydrate') or
 * rendered in the browser from an empty shell ('client', the back office or a failed server render).
 */
export type RenderMode = 'server' | 'hydrate' | 'client';

export interface HeadTags {
  title: string;
  description: string;
  /** path of the page (no origin, no query) */
  path: string;
  /** the share image (og:image); the site's in the page's language when none */
  image?: HeadImage;
  type?: 'website' | 'article';
  /** the languages the page is published in (default both); hreflang lists only these */
  languages?: Language[];
  /** the page shows another language's text (an article not yet translated): noindex, canonical to Chinese */
  fallback?: boolean;
  /** never indexed (search results) */
  noindex?: boolean;
  /** what the page's structured data (JSON-LD) says: structured-data.ts */
  facts?: PageFacts;
}

/** A share image: a path on the site or an absolute URL, its size when known, and what it shows. */
export type HeadImage = Omit<ShareImage, 'width' | 'height'> & Partial<Pick<ShareImage, 'width' | 'height'>>;

/** What a server render collects while rendering: head tags, HTTP status, redirect. */
export interface ServerRenderState {
  head: HeadTags | null;
  /** the visible breadcrumb, for its BreadcrumbList (set by the Breadcrumb component) */
  breadcrumb?: Crumb[];
  status: number;
  redirect: string | null;
  /** absolute origin for canonical and Open Graph URLs, e.g. https://example.com */
  origin: string;
}

interface RenderContextValue {
  mode: RenderMode;
  server: ServerRenderState | null;
}

const RenderContext = createContext<RenderContextValue>({ mode: 'client', server: null });

export function RenderProvider({ mode, server = null, children }: { mode: RenderMode; server?: ServerRenderState | null; children: ReactNode }) {
  return <RenderContext.Provider value={{ mode, server }}>{children}</RenderContext.Provider>;
}

export function useRenderMode(): RenderMode {
  return useContext(RenderContext).mode;
}

/** The server render's collector (null in the browser). */
export function useServerRenderState(): ServerRenderState | null {
  return useContext(RenderContext).server;
}

/** Sets the HTTP status of a server-rendered answer (the not-found screen uses 404). */
export function HttpStatus({ code }: { code: number }) {
  const server = useServerRenderState();
  if (server) server.status = code;
  return null;
}

/**
 * A redirect that works on both sides: the server answers 302 with Location, the browser replaces
 * the history entry. Prefer it to <Navigate> in public pages.
 */
export function Redirect({ to }: { to: string }) {
  const server = useServerRenderState();
  if (server) {
    server.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}

