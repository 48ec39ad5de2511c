import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pickVariant, type BodyEncoding, type EncodedBody } from '../encoding';

/**
 * A cached reply: a whole answer held in memory (of a public JSON read or a page), written with one
 * writeHead, in the encoding the client accepts, or as a 304 when it already holds this version.
 */
export interface CachedReply {
  status: number;
  etag: string;
  contentType: string;
  body: EncodedBody;
  /** the other headers the full stack gave it (helmet's, Cache-Control, Vary, Location), flat [name, value, ...] */
  headers: string[];
}

/** Never replayed: set per answer here or by Node, and a cookie is never replayed to another visitor. */
const NOT_REPLAYED = new Set(['etag', 'content-type', 'content-length', 'content-encoding', 'set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

/** Headers of an answer as the middleware stack left them, to replay them on later answers. */
export function replayedHeaders(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    NOT_REPLAYED.has(name) || value === undefined ? [] : [value].flat().flatMap((one) => [name, String(one)]),
  );
}

/** If-None-Match may list several tags (and W/ prefixes); * matches any. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

type Heads = { notModified: string[] } & Partial<Record<BodyEncoding, string[]>>;
/** The header lists of each reply, built once per reply and encoding rather than per request. */
const heads = new WeakMap<CachedReply, Heads>();

/**
 * Writes the answer with one writeHead. Each header list ends with the request id's slot, filled in
 * just before writeHead, which copies the list into the header block at once: no list is built per
 * request. `requestId` defaults to the X-Request-Id the stack already set (docs/decisions/0019-edge-cache.md).
 */
export function writeCachedReply(req: IncomingMessage, res: ServerResponse, reply: CachedReply, requestId?: string): void {
  const id = requestId ?? String(res.getHeader('x-request-id') ?? '');
  let built = heads.get(reply);
  if (!built) heads.set(reply, (built = { notModified: [...reply.headers, 'etag', reply.etag, 'x-request-id', ''] }));
  if (reply.status === 200 && matchesEtag(req.headers['if-none-match'], reply.etag)) {
    built.notModified[built.notModified.length - 1] = id;
    res.writeHead(304, built.notModified).end();
    return;
  }
  const { encoding, bytes } = pickVariant(reply.body, req.headers['accept-encoding']);
  let head = built[encoding];
  if (!head) {
    head = [...reply.headers, 'etag', reply.etag, 'content-type', reply.contentType, 'content-length', String(bytes.length)];
    if (encoding !== 'identity') head.push('content-encoding', encoding);
    head.push('x-request-id', '');
    built[encoding] = head;
  }
  head[head.length - 1] = id;
  res.writeHead(reply.status, head).end(req.method === 'HEAD' ? undefined : bytes);
}
