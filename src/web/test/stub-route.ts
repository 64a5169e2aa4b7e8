import { vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import {
  allRoutes,
  matchRoute,
  routePath,
  type ApiRoute,
  type RouteParams,
  type RouteResponse,
} from '../../shared/api-routes';
import { errorBodySchema, type ErrorBody } from '../../shared/errors';

/**
 * Stubbed answers of the API for component and hook tests, checked against the shared route table: a body
 * that does not match the route's answer schema fails the test, as the server would refuse to send it.
 */

/** Why a stubbed body is not one the server could send; null when it could. */
export function stubMismatch(route: ApiRoute, status: number, body: unknown): string | null {
  const name = `${route.method} ${route.path}`;
  if (route.response === 'file') return `${name} answers a file, not JSON`;
  const schema = status < 400 ? route.response[status] : errorBodySchema;
  if (!schema)
    return `${name} has no ${status} answer (it answers ${Object.keys(route.response).join(', ')})`;
  const checked = schema.safeParse(body);
  return checked.success ? null : `${name} ${status}: ${z.prettifyError(checked.error)}`;
}

/** Mismatches met while answering a fetch (where a throw would only look like a network failure). */
const mismatches: string[] = [];

/** The mismatches since the last call; the unit tests' setup fails a test that left any. */
export function takeStubMismatches(): string[] {
  return mismatches.splice(0);
}

/** Checks a body a test's own handler answered, when its address is a route of the table. */
export function checkAnswer(method: string, url: URL, status: number, body: unknown): void {
  if (status >= 400) return;
  const route = matchRoute(allRoutes, method, url.pathname);
  if (!route) return;
  const mismatch = stubMismatch(route, status, body);
  if (mismatch) {
    mismatches.push(mismatch);
    throw new Error(mismatch);
  }
}

interface Stub {
  route: ApiRoute;
  path: string | undefined;
  status: number;
  body: unknown;
}

let spy: MockInstance<typeof fetch> | undefined;
let stubs: Stub[] = [];

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The fetch spy the stubs answer through: a fresh one (and no stubs) once a test restored the mocks. */
function fetchSpy(): MockInstance<typeof fetch> {
  if (spy && globalThis.fetch === (spy as unknown)) return spy;
  stubs = [];
  spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    // The latest stub of the route answers (a test may change its answer).
    for (const stub of [...stubs].reverse()) {
      if (stub.route.method !== method) continue;
      const matches = stub.path ? url.pathname === stub.path : matchRoute([stub.route], method, url.pathname);
      if (matches) return json(stub.status, stub.body);
    }
    throw new Error(`No stubbed answer for ${method} ${url.pathname}${url.search}`);
  });
  return spy;
}

interface StubOptions<Route extends ApiRoute> {
  /** Answer only this address of the route (its path values); any by default. */
  params?: RouteParams<Route>;
  /** The success code when the route has more than one. */
  status?: number;
}

/** Answers a route of the table with this body (checked against its answer schema now); returns the fetch spy. */
export function stubRoute<Route extends ApiRoute>(
  route: Route,
  body: RouteResponse<Route>,
  options: StubOptions<Route> = {},
): MockInstance<typeof fetch> {
  const status =
    options.status ?? (route.response === 'file' ? 200 : Number(Object.keys(route.response)[0] ?? 200));
  const mismatch = stubMismatch(route, status, body);
  if (mismatch) throw new Error(mismatch);
  const result = fetchSpy();
  stubs.push({ route, path: stubPath(route, options.params), status, body });
  return result;
}

/** Answers a route of the table with an error (`{ code, message }`, as every route answers one). */
export function stubRouteError<Route extends ApiRoute>(
  route: Route,
  status: number,
  body: ErrorBody,
  options: Pick<StubOptions<Route>, 'params'> = {},
): MockInstance<typeof fetch> {
  const mismatch = stubMismatch(route, status, body);
  if (mismatch) throw new Error(mismatch);
  const result = fetchSpy();
  stubs.push({ route, path: stubPath(route, options.params), status, body });
  return result;
}

function stubPath(route: ApiRoute, params: unknown): string | undefined {
  return params === undefined ? undefined : routePath(route, params as Record<string, unknown>);
}
