// The back office's calls for `npm run bench -- --scale`: signed in as the admin the bench made,
// each list call of the articles and enquiries screens at 10 connections, p95 from every response.

export interface AdminCall {
  label: string;
  path: string;
  /** the answer has the shape the screen reads (else the endpoint is not there yet) */
  fits(body: unknown): boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const articlePage = (body: unknown) => isObject(body) && Array.isArray(body.articles) && isObject(body.counts) && typeof body.total === 'number';
const enquiryPage = (body: unknown) => isObject(body) && Array.isArray(body.consultations) && typeof body.total === 'number';

/** `titleWord`: a word many seeded titles hold; `phoneDigits`: the local number of a seeded enquiry. */
export function adminCalls(titleWord: string, phoneDigits: string): AdminCall[] {
  const articles = '/api/articles?pageSize=10&page=';
  const enquiries = '/api/consultations?pageSize=20&page=';
  return [
    { label: 'articles, page 1', path: `${articles}1`, fits: articlePage },
    { label: 'articles, page 50', path: `${articles}50`, fits: articlePage },
    { label: 'articles, counts (status=published)', path: `${articles}1&status=published`, fits: articlePage },
    { label: `articles, search "${titleWord}"`, path: `${articles}1&q=${encodeURIComponent(titleWord)}`, fits: articlePage },
    { label: 'enquiries, page 1', path: `${enquiries}1`, fits: enquiryPage },
    { label: 'enquiries, page 4,000', path: `${enquiries}4000`, fits: enquiryPage },
    { label: `enquiries, search phone ${phoneDigits}`, path: `${enquiries}1&q=${phoneDigits}`, fits: enquiryPage },
    { label: 'enquiries, status=Completed', path: `${enquiries}1&status=Completed`, fits: enquiryPage },
    { label: 'dashboard', path: '/api/dashboard', fits: isObject },
  ];
}

/**
 * Signs in and answers the Cookie header to send. The session cookie is Secure in production: the
 * server trusts the proxy headers (TRUST_PROXY=true) and this request says it came over HTTPS.
 */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`POST /api/login: ${res.status} ${await res.text()}`);
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('POST /api/login set no sid cookie (is TRUST_PROXY=true?)');
  return sid.split(';')[0]!;
}

/** null when the call answers as the screen expects, else why not (the row then says n/a). */
export async function probe(base: string, cookie: string, call: AdminCall): Promise<string | null> {
  try {
    const res = await fetch(base + call.path, { headers: { cookie } });
    if (!res.ok) return `HTTP ${res.status}`;
    const body: unknown = await res.json().catch(() => undefined);
    return call.fits(body) ? null : 'unexpected answer';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
