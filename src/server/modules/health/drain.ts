import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

export interface DrainOptions {
  /**
   * How long idle keep-alive connections are left for the client to close. Longer than the
   * upstream `keepalive_timeout` of deploy/nginx (2 s): a connection the server closes while nginx
   * sends a POST on it is a 502 nginx may not retry; one nginx closes itself is not.
   */
  idleGraceMs: number;
  /** requests still running after this long are cut off */
  cutOffMs: number;
}

/**
 * Graceful stop for a server behind a load balancer (docs/decisions/0018-cluster.md). Call at
 * start-up; `drain()` on SIGTERM stops accepting connections (the balancer's next connect is refused
 * and goes to another server, whatever the method), answers every request from then on, and those
 * in flight, with `Connection: close` so keep-alive clients move on, and resolves once every
 * connection is gone.
 */
export function drainable(server: Server, opts: DrainOptions) {
  let draining = false;
  /** answers not yet sent: those in flight when draining starts must close their connection too */
  const inFlight = new Set<ServerResponse>();
  // first in line, so that even an answer written at once (the cache fast path) carries the header
  server.prependListener('request', (_req, res) => {
    if (draining) return void res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    drain(): Promise<void> {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      return new Promise<void>((resolve) => {
        const idle = setTimeout(() => server.closeIdleConnections(), opts.idleGraceMs);
        const cutOff = setTimeout(() => server.closeAllConnections(), opts.cutOffMs);
        // net.Server's close: http.Server's would also cut every idle keep-alive connection at once
        net.Server.prototype.close.call(server, () => {
          clearTimeout(idle);
          clearTimeout(cutOff);
          resolve();
        });
      });
    },
  };
}
