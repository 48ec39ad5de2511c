import type { IncomingMessage } from 'node:http';

/** A GET (or HEAD) without the session cookie cannot be signed in, and carries no body to parse or refuse. */
export function isFastPathRead(req: IncomingMessage): boolean {
  const { headers } = req;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !headers.cookie?.includes('sid=') &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  );
}
