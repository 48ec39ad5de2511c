import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pickVariant, type BodyEncoding, type EncodedBody } from '../encoding';

/**
 * A whole answer kept in memory (a cached JSON read or a cached page): written with one writeHead,
 * in the encoding the client accepts, or as a 304 when it already holds this version.
 */
export interface StoredAnswer {
  status: number;
  etag: string;
  contentType: string;
  body: EncodedBody;
  /** the other headers the full stack gave it (helmet's, Cache-Control, Vary, Location), flat [name, value, ...] */
  headers: string[];
}

/** Never replayed: set per answer here or by Node, and a cookie is never replayed to another visitor. */
const NOT_KEPT = new Set(['etag', 'content-type', 'content-length', 'content-encoding', 'set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

/** Headers of an answer as the middleware stack left them, to replay them on later answers. */
export function keptHeaders(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    NOT_KEPT.has(name) || value === undefined ? [] : [value].flat().flatMap((one) => [name, String(one)]),
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
/** The header lists of each answer, built once per answer and encoding rather than per request. */
const heads = new WeakMap<StoredAnswer, Heads>();

/**
 * Writes the answer with one writeHead. Each header list ends with the request id's slot, filled in
 * just before writeHead, which copies the list into the header block at once: no list is built per
 * request. `requestId` defaults to the X-Request-Id the stack already set (docs/decisions/0019-edge-cache.md).
 */
export function writeStoredAnswer(req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, requestId?: string): void {
  const id = requestId ?? String(res.getHeader('x-request-id') ?? '');
  let kept = heads.get(answer);
  if (!kept) heads.set(answer, (kept = { notModified: [...answer.headers, 'etag', answer.etag, 'x-request-id', ''] }));
  if (answer.status === 200 && matchesEtag(req.headers['if-none-match'], answer.etag)) {
    kept.notModified[kept.notModified.length - 1] = id;
    res.writeHead(304, kept.notModified).end();
    return;
  }
  const { encoding, bytes } = pickVariant(answer.body, req.headers['accept-encoding']);
  let head = kept[encoding];
  if (!head) {
    head = [...answer.headers, 'etag', answer.etag, 'content-type', answer.contentType, 'content-length', String(bytes.length)];
    if (encoding !== 'identity') head.push('content-encoding', encoding);
    head.push('x-request-id', '');
    kept[encoding] = head;
  }
  head[head.length - 1] = id;
  res.writeHead(answer.status, head).end(req.method === 'HEAD' ? undefined : bytes);
}
