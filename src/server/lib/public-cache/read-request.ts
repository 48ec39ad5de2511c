import type { IncomingMessage } from 'node:http';

/** A GET without the session cookie cannot be signed in, and carries no body to parse or refuse. */
export function isFastPathRead(req: IncomingMessage): boolean {
  const { headers } = req;
  return (
    req.method === 'GET' &&
    !headers.cookie?.includes('sid=') &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  );
}
