/** The one API client: same origin, cookies, JSON; every non-OK answer becomes an ApiError. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export interface RequestOptions {
  signal?: AbortSignal;
}

let baseUrl = '';
/** Server rendering only: the same fetchers then call this server over loopback. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url;
}

async function request<T>(method: string, url: string, body?: Body, opts: RequestOptions = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: opts.signal };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(baseUrl + url, init);
  } catch {
    throw new ApiError(0, '无法连接到服务器');
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const obj = (data && typeof data === 'object' ? data : {}) as { message?: string; fieldErrors?: Record<string, string[]> };
    const message = obj.message ?? (typeof data === 'string' && data ? data : `${res.status}: ${res.statusText}`);
    throw new ApiError(res.status, message, obj.fieldErrors);
  }
  return data as T;
}

export const api = {
  get: <T>(url: string, opts?: RequestOptions) => request<T>('GET', url, undefined, opts),
  post: <T>(url: string, body?: Body) => request<T>('POST', url, body ?? {}),
  patch: <T>(url: string, body: Body) => request<T>('PATCH', url, body),
  put: <T>(url: string, body: Body) => request<T>('PUT', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

/** Public reads fall back to the signed-in endpoint when the public one fails (spec section 7). */
export async function getWithFallback<T>(publicUrl: string, fallbackUrl: string, opts?: RequestOptions): Promise<T> {
  try {
    return await api.get<T>(publicUrl, opts);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw err;
    return api.get<T>(fallbackUrl, opts);
  }
}
