import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from './drain';

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.closeAllConnections()));

/** A server whose /slow answers after 300 ms; everything else at once. */
async function start(opts = { idleGraceMs: 3000, cutOffMs: 10_000 }) {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow'), 300);
    else res.end('ok');
  });
  servers.push(server);
  const drain = drainable(server, opts);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, drain, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('drainable', () => {
  it('when draining starts during a request, then that request is answered with Connection: close and new connections are refused', async () => {
    const { drain, port } = await start();
    const agent = new http.Agent({ keepAlive: true });
    await get(port, '/', agent); // a kept-alive connection, as nginx holds

    const slow = get(port, '/slow', agent);
    await new Promise((r) => setTimeout(r, 50));
    const drained = drain.drain();
    const reused = await get(port, '/', new http.Agent({ keepAlive: false })).catch((err: NodeJS.ErrnoException) => err.code);

    expect(await slow).toMatchObject({ status: 200, body: 'slow', connection: 'close' });
    expect(reused).toBe('ECONNREFUSED');
    agent.destroy();
    await drained;
  });

  it('when draining with an idle keep-alive connection, then a request on it gets Connection: close and the drain ends once the client closes', async () => {
    const { drain, port } = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await get(port, '/', agent);

    const started = Date.now();
    const drained = drain.drain();
    const answer = await get(port, '/', agent);
    await drained;

    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when an idle connection is left open by its client, then it is closed after the grace period', async () => {
    const { drain, port } = await start({ idleGraceMs: 200, cutOffMs: 10_000 });
    const agent = new http.Agent({ keepAlive: true });
    await get(port, '/', agent);

    const started = Date.now();
    await drain.drain();

    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
  });
});
