import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Whether the peer at this address is a proxy we trust (Express's compiled `trust proxy` function). */
export type TrustProxy = (address: string, hop: number) => boolean;

const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The id of one request, in its answer's X-Request-Id and in every log line about it, so an operator
 * can follow one visitor across several servers. A proxy we trust (TRUST_PROXY) may hand us its own
 * id; anyone else's header is ignored, and so is an insane one (a log line must not carry what a
 * visitor wrote). See docs/decisions/0019-edge-cache.md.
 */
export function requestIdOf(req: IncomingMessage, trust: TrustProxy): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && SANE_ID.test(given) && trust(req.socket.remoteAddress ?? '', 0)) return given;
  return crypto.randomUUID();
}
