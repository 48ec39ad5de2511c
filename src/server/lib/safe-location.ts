import type { Response } from 'express';

/** Control characters never reach a header (Node refuses CR and LF; the rest is noise). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;

/**
 * A Location on this site: the target's path normalised so that it starts with exactly one `/`.
 * Browsers read `//host` and `/\host` as another site, and treat `\` (and, after a decoding proxy,
 * `%2F` and `%5C`) as `/`; so these become separators, repeated separators collapse and dot segments
 * resolve, and no visitor-made path (`/en//evil.example?lang=zh`) can send a redirect elsewhere. The
 * query and hash are kept as they are: after such a path they cannot change the host.
 */
export function safeLocation(target: string): string {
  const at = target.search(/[?#]/);
  const pathname = (at === -1 ? target : target.slice(0, at)).replace(CONTROL, '');
  const rest = at === -1 ? '' : target.slice(at).replace(CONTROL, '');
  const separated = pathname.replace(/%(?:2f|5c)/gi, '/').replace(/\\/g, '/');
  const segments: string[] = [];
  for (const segment of separated.split('/')) {
    if (segment === '' || DOT.test(segment)) continue;
    if (DOT_DOT.test(segment)) segments.pop();
    else segments.push(segment);
  }
  const trailingSlash = segments.length > 0 && separated.endsWith('/') ? '/' : '';
  return `/${segments.join('/')}${trailingSlash}${rest}`;
}

/** Every redirect the server answers goes through here (docs/decisions/0020-edge-hardening.md). */
export function redirectTo(res: Response, status: 301 | 302 | 303 | 307 | 308, target: string): void {
  res.redirect(status, safeLocation(target));
}
