import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request } from 'express';
import type { TrustProxy } from './request-id';

/** The origin of the site's absolute links for a request: canonical links, robots.txt, the sitemap, cached pages' keys. */
export type SiteOrigin = (req: IncomingMessage) => string;

/** The protocol the browser used: TLS here, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts (as Express's req.protocol). */
function protocolOf(req: IncomingMessage, trust: TrustProxy): string {
  const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded !== 'string' || !forwarded || !trust(req.socket.remoteAddress ?? '', 0)) return own;
  return forwarded.split(',')[0]!.trim();
}

/** The origin a request was sent to: its protocol and its Host (allowed-hosts.ts answered only allowed ones). */
const originOfRequest = (req: IncomingMessage, trust: TrustProxy): string => `${protocolOf(req, trust)}://${req.headers.host}`;

/** The site's origin: PUBLIC_URL when it is set (normalised in config.ts), else each request's own. */
export const siteOriginOf = (publicUrl: string | undefined, trust: TrustProxy): SiteOrigin => (publicUrl ? () => publicUrl : (req) => originOfRequest(req, trust));

/**
 * The origin an Express request was sent to, for a link made later when PUBLIC_URL is unset (an
 * enquiry's mail, a preview link): the services prefer PUBLIC_URL themselves.
 */
export const requestOrigin = (req: Request): string => originOfRequest(req, req.app.get('trust proxy fn') as TrustProxy);
