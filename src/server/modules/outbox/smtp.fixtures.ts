import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  /** the header block, unfolded */
  headers: string;
  /** the Subject decoded from its RFC 2047 encoded words */
  subject: string;
  /** everything after the headers, quoted-printable decoded (the parts' text as sent) */
  body: string;
  to: string[];
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Bytes of one encoded word (`=?UTF-8?B?…?=` or `=?UTF-8?Q?…?=`). */
function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '_') bytes.push(0x20);
    else if (ch === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(ch.charCodeAt(0));
  }
  return Buffer.from(bytes);
}

/**
 * Decodes a header value as RFC 2047 says: adjacent encoded words join without the space between
 * them (their bytes are joined first, so a character split across two words decodes whole).
 */
export function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi;
  let out = '';
  let pending: Buffer[] = [];
  let last = 0;
  for (const m of value.matchAll(word)) {
    const between = value.slice(last, m.index);
    if (pending.length && /^\s*$/.test(between)) {
      // whitespace between two encoded words is not part of the text
    } else {
      out += Buffer.concat(pending).toString('utf8') + between;
      pending = [];
    }
    pending.push(wordBytes(m[2]!, m[3]!));
    last = m.index + m[0].length;
  }
  return out + Buffer.concat(pending).toString('utf8') + value.slice(last);
}

/** Quoted-printable (RFC 2045): soft line breaks dropped, =XX bytes decoded as UTF-8. */
const decodeQuotedPrintable = (s: string) => wordBytes('Q', s.replace(/=\r?\n/g, '').replace(/_/g, '=5F')).toString('utf8');

const headerBlock = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

/** A real SMTP server in the test process (the `smtp-server` package), keeping what it receives. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = headerBlock(raw);
        const subject = decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
        const body = decodeQuotedPrintable(raw.slice(raw.search(/\r?\n\r?\n/)));
        received.push({ raw, headers, subject, body, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  // a sender killed mid-session (the cluster test's SIGKILL) resets its connection: smtp-server emits
  // that as 'error', which with no listener would be an uncaught exception in the test process
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet): for a server that is down. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
