/**
 * A small load through nginx, as visitors and staff make it: anonymous pages in both languages,
 * enquiry posts (each from its own address, with an aged form token) and admin reads. Every answer
 * is counted; a failure is anything a visitor or staff member would notice.
 */
import http from 'node:http';

export interface LoadResult {
  requests: number;
  failures: Record<string, number>;
  /** ids of enquiries answered 201 */
  acknowledged: number[];
  /** emails of enquiries posted whose answer was lost (connection cut, 502): may or may not be stored */
  unanswered: string[];
  samples: string[];
  /** admin reads cut mid-answer by a dying server and answered on the one retry the back office makes */
  retried: number;
}

interface Answer {
  status: number;
  body: string;
}

const PAGES: [string, string][] = [
  ['/', '新加坡移民'],
  ['/en', 'Singapore'],
  ['/contact', '</html>'],
  ['/en/contact', '</html>'],
  ['/privacy', '</html>'],
  ['/en/privacy', '</html>'],
];

const quietSockets = new WeakSet<object>();

/** `from`: the loopback address to send from (127.x.y.z): nginx sets X-Forwarded-For to the address it sees, never to a client's header */
export function request(agent: http.Agent, base: string, method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}, from?: string): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${urlPath}`,
      { method, agent, ...(from ? { localAddress: from } : {}), headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('hung 20 s')));
    req.on('error', reject);
    // a server killed mid-answer resets its sockets: the request fails (above); the socket's own error is
    // expected. A kept-alive socket carries many requests, so it gets one such listener, not one per request.
    req.on('socket', (socket) => {
      if (!quietSockets.has(socket)) {
        quietSockets.add(socket);
        socket.on('error', () => {});
      }
    });
    req.end(payload);
  });
}

export interface LoadOptions {
  base: string;
  adminCookie: string;
  formToken: string;
  /** concurrent visitors (each loops over the kinds) */
  workers: number;
  tag: string;
}

let enquiryNumber = 0;

/** Runs until `stop()`; resolves with the counts. */
export function startLoad(opts: LoadOptions): { stop: () => Promise<LoadResult> } {
  const result: LoadResult = { requests: 0, failures: {}, acknowledged: [], unanswered: [], samples: [], retried: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.workers });
  let running = true;
  const fail = (kind: string, detail: string) => {
    result.failures[kind] = (result.failures[kind] ?? 0) + 1;
    if (result.samples.length < 20) result.samples.push(`${kind}: ${detail}`);
  };

  const page = async (i: number) => {
    const [p, marker] = PAGES[i % PAGES.length]!;
    const res = await request(agent, opts.base, 'GET', p, undefined, { 'accept-encoding': 'identity' });
    if (res.status !== 200 || !res.body.includes(marker)) fail('page', `${p} ${res.status}`);
  };
  const enquiry = async () => {
    const n = ++enquiryNumber;
    const email = `cluster-${opts.tag}-${n}@example.com`;
    try {
      const res = await request(
        agent,
        opts.base,
        'POST',
        '/api/public/consultations',
        { name: `集群测试 ${n}`, email, phone: `+65 8${String(n).padStart(7, '0')}`, type: 'immigration', message: '集群测试：这条咨询只能保存一次。', consent: true, formToken: opts.formToken },
        {},
        `127.${1 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${1 + (n & 127)}`, // each enquiry from its own visitor address
      );
      if (res.status === 201) result.acknowledged.push((JSON.parse(res.body) as { id: number }).id);
      else {
        result.unanswered.push(email);
        fail('enquiry', `${res.status} ${res.body.slice(0, 80)}`);
      }
    } catch (err) {
      result.unanswered.push(email);
      throw err;
    }
  };
  // The back office's queries retry once (src/client/lib/query-client.ts), so a read whose answer was cut by a
  // server killed mid-answer (nginx cannot send it elsewhere once the answer has begun) is retried here too,
  // once, and only for a cut connection: a staff member sees the list either way. An error status still fails.
  const admin = async () => {
    const read = () => request(agent, opts.base, 'GET', '/api/consultations?limit=5', undefined, { cookie: opts.adminCookie });
    const res = await read().catch(() => {
      result.retried++;
      return read();
    });
    if (res.status !== 200) fail('admin', `${res.status} ${res.body.slice(0, 80)}`);
  };

  const worker = async (w: number) => {
    for (let i = 0; running; i++) {
      const kind = (i + w) % 4;
      result.requests++;
      try {
        await (kind === 0 ? enquiry() : kind === 1 ? admin() : page(i));
      } catch (err) {
        fail(kind === 0 ? 'enquiry' : kind === 1 ? 'admin' : 'page', `network: ${(err as Error).message}`);
      }
    }
  };
  const workers = Array.from({ length: opts.workers }, (_, w) => worker(w));
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return result;
    },
  };
}
