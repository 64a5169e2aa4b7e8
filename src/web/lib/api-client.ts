import {
  routePath,
  type ApiRoute,
  type RouteJsonBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '../../shared/api-route';
import type { ErrorBody, ErrorCode } from '../../shared/errors';

/** An API failure: the server's `{ code, message }` body, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** One of our ErrorCodes, 'NETWORK_ERROR', or a code of the account service (e.g. 'INVALID_EMAIL_OR_PASSWORD'). */
  readonly code: ErrorCode | 'NETWORK_ERROR' | (string & {});
  readonly details?: unknown;

  constructor(status: number, code: ApiError['code'], message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

function statusCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 400 && status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
}

/**
 * The error body: our `{ code, message, details? }`, or one with a message only (the account service's
 * rate limiter answers `{ message }`, and its codes are its own). Null when there is no message.
 */
function errorBody(
  value: unknown,
  status: number,
): (Pick<ErrorBody, 'message' | 'details'> & { code: string }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const body = value as Record<string, unknown>;
  if (typeof body.message !== 'string' || body.message === '') return null;
  return {
    code: typeof body.code === 'string' ? body.code : statusCode(status),
    message: body.message,
    details: body.details,
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export type QueryParams = Record<string, string | number | undefined | null>;

/** The path with a query of the values given; empty, null and undefined values are left out. */
export function withQuery(path: string, params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** For Better Auth's own routes (`/api/auth/*`), which stay outside the table; the shop's go through `api`. */
export function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(withQuery(path, params), { signal });
}

/** For Better Auth's own routes (`/api/auth/*`), which stay outside the table; the shop's go through `api`. */
export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });
}

/** fetch for the JSON API: resolves to the parsed body, rejects with an ApiError. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // A FormData body goes out as multipart: the browser writes that type with its boundary.
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error: check your connection and try again.');
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = errorBody(body, response.status);
    if (error) throw new ApiError(response.status, error.code, error.message, error.details);
    throw new ApiError(response.status, statusCode(response.status), `Request failed (${response.status})`);
  }
  return body as T;
}

/** A route's body: its schema's input, or a FormData for a route marked `body: 'form'`. */
type RouteBody<Route extends ApiRoute> = Route extends { readonly body: 'form' }
  ? FormData
  : RouteJsonBody<Route>;

type Present<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: never }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What a call of a route carries: its path's values, query and body as the table types them. */
export type CallOptions<Route extends ApiRoute> = Present<'params', RouteParams<Route>> &
  Present<'query', RouteQuery<Route>> &
  Present<'body', RouteBody<Route>> & { signal?: AbortSignal; headers?: HeadersInit };

/** What a route's address carries: its path's values and query (no body). */
type UrlOptions<Route extends ApiRoute> = Present<'params', RouteParams<Route>> &
  Present<'query', RouteQuery<Route>>;

/** The options may be left out when the route needs none (no path values, no body). */
type Arguments<Options> = object extends Options ? [options?: Options] : [options: Options];
type CallArguments<Route extends ApiRoute> = Arguments<CallOptions<Route>>;

/** The address of a route with its path's values and query filled in (a download, a link, an upload). */
export function routeUrl<Route extends ApiRoute>(
  route: Route,
  ...[options]: Arguments<UrlOptions<Route>>
): string {
  const { params, query } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return withQuery(routePath(route, params), query);
}

/**
 * Calls a route of the shared table (src/shared/api-routes): resolves to its answer, typed by the table;
 * rejects with an ApiError.
 */
export function api<Route extends ApiRoute>(
  route: Route,
  ...[options]: CallArguments<Route>
): Promise<RouteResponse<Route>> {
  const { body, signal, headers } = (options ?? {}) as {
    body?: unknown;
    signal?: AbortSignal;
    headers?: HeadersInit;
  };
  const sent = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
  return apiFetch<RouteResponse<Route>>(routeUrl(route, ...([options] as Arguments<UrlOptions<Route>>)), {
    method: route.method,
    body: sent,
    signal,
    headers,
  });
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
