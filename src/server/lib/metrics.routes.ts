import crypto from 'node:crypto';
import net from 'node:net';
import { Router, type Request } from 'express';
import { AppError } from './errors';
import type { Metrics } from './metrics';

export interface MetricsAccess {
  /** METRICS_ALLOW: addresses and CIDR ranges (127.0.0.1, 10.0.0.0/8, ::1) */
  allow: string[];
  /** METRICS_TOKEN: `Authorization: Bearer <token>` */
  token: string | undefined;
}

/** METRICS_ALLOW as a BlockList; an entry that is neither an address nor a range is a start-up error. */
export function allowList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : net.isIPv4(address) ? 'ipv4' : undefined;
    if (!type) throw new Error(`METRICS_ALLOW: ${JSON.stringify(entry)} is not an IP address or CIDR range`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  // compare digests: equal lengths for timingSafeEqual, and no early exit that times the token
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/** The client's address as Express sees it (through TRUST_PROXY), IPv4-mapped IPv6 unwrapped. */
function clientAddress(req: Request): string {
  const ip = req.ip ?? '';
  return ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

/**
 * GET /metrics (mounted there) in Prometheus's text format, for allowed addresses or the bearer token only. The
 * address is the client's as TRUST_PROXY resolves it, so a proxy on 127.0.0.1 does not open the
 * metrics to everyone it forwards. Off (404, like any unknown path) when neither is configured.
 */
export function metricsRouter(metrics: Metrics | undefined, access: MetricsAccess): Router {
  const router = Router();
  const allowed = allowList(access.allow);
  router.get('/', async (req, res) => {
    if (!metrics) throw new AppError(404, 'NOT_FOUND', 'not found');
    const ip = clientAddress(req);
    const byAddress = access.allow.length > 0 && net.isIP(ip) > 0 && allowed.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');
    if (!byAddress && !(access.token && tokenMatches(req.get('authorization'), access.token))) {
      if (access.token && req.get('authorization')) throw new AppError(401, 'UNAUTHENTICATED', 'wrong metrics token');
      throw new AppError(404, 'NOT_FOUND', 'not found');
    }
    res.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
