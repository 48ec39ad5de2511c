import type { QueryClient } from '@tanstack/react-query';
import { isErrorCode, type ErrorCode } from '@shared/error-codes';
import { permissionNames, type Permission } from '@shared/permissions';

/**
 * The one API client's error: the status, the server's stable code (translated by the UI) and its
 * message; a FORBIDDEN names the permission the role lacks.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly fieldErrors?: Record<string, string[]>,
    public readonly permission?: Permission,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface TransportRequest {
  method: string;
  /** a same-origin path with its query, e.g. /api/public/articles?lang=zh */
  url: string;
  body?: Body;
  signal?: AbortSignal;
}

export interface TransportAnswer {
  status: number;
  statusText?: string;
  /** the parsed JSON body (or the text when it is not JSON) */
  data: unknown;
}

/**
 * How a request reaches the API: `fetch` in the browser; on the server, the renderer passes an
 * in-process resolver over the public read model (docs/decisions/0002-render-transport.md).
 */
export type ApiTransport = (request: TransportRequest) => Promise<TransportAnswer>;

export const fetchTransport: ApiTransport = async ({ method, url, body, signal }) => {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' }, signal };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new ApiError(0, 'NETWORK', 'cannot reach the server');
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
  return { status: res.status, statusText: res.statusText, data };
};

/** For answers without a code (a proxy's error page, an older server). */
const codeByStatus: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

function toApiError({ status, statusText, data }: TransportAnswer): ApiError {
  const obj = (data && typeof data === 'object' ? data : {}) as { message?: string; code?: unknown; fieldErrors?: Record<string, string[]>; permission?: unknown };
  const message = obj.message ?? (typeof data === 'string' && data ? data : `${status}: ${statusText ?? ''}`);
  const code: ErrorCode = isErrorCode(obj.code) ? obj.code : (codeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'));
  const permission = (permissionNames as unknown[]).includes(obj.permission) ? (obj.permission as Permission) : undefined;
  return new ApiError(status, code, message, obj.fieldErrors, permission);
}

/** An API client over a transport; every non-OK answer becomes an ApiError. */
export function createApi(transport: ApiTransport) {
  const request = async <T>(method: string, url: string, body?: Body, opts: RequestOptions = {}): Promise<T> => {
    const answer = await transport({ method, url, body, signal: opts.signal });
    if (answer.status < 200 || answer.status >= 300) throw toApiError(answer);
    return answer.data as T;
  };
  const get = <T>(url: string, opts?: RequestOptions) => request<T>('GET', url, undefined, opts);
  return {
    get,
    post: <T>(url: string, body?: Body) => request<T>('POST', url, body ?? {}),
    patch: <T>(url: string, body: Body) => request<T>('PATCH', url, body),
    put: <T>(url: string, body: Body) => request<T>('PUT', url, body),
    delete: <T>(url: string) => request<T>('DELETE', url),
    /** Public reads fall back to the signed-in endpoint when the public one fails (docs/product-spec.md, section 7). */
    async getWithFallback<T>(publicUrl: string, fallbackUrl: string, opts?: RequestOptions): Promise<T> {
      try {
        return await get<T>(publicUrl, opts);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) throw err;
        return get<T>(fallbackUrl, opts);
      }
    },
  };
}
export type Api = ReturnType<typeof createApi>;

/** The browser's client: mutations and back-office reads, which never run on the server. */
export const api = createApi(fetchTransport);

/** Each query client's API: set by createQueryClient, so a server render reads in process. */
const apis = new WeakMap<QueryClient, Api>();

export function setQueryClientTransport(client: QueryClient, transport: ApiTransport): void {
  apis.set(client, createApi(transport));
}

/** The API a query function uses: its query client's transport, else fetch. */
export const apiFor = (client: QueryClient): Api => apis.get(client) ?? api;
