import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The JSON answers of a route by status code, as Fastify's `schema.response` takes them. */
export type ResponseSchemas = { readonly [status: number]: z.ZodType };

/**
 * One API route as server and browser both know it: the server registers it from this entry (its schemas
 * check the request and the answer), the web's client builds the request from it and reads the answer as
 * its type. `response: 'file'` marks an answer that is not JSON (a download): the web only builds its URL.
 * `body: 'form'` marks a multipart body (a file), read by the route itself.
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/products/:id`. */
  readonly path: `/api/${string}`;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType | 'form';
  readonly response: ResponseSchemas | 'file';
}

/** Keeps the entry's literal types (method, path, the schemas) for inference on both sides. */
export function defineRoute<const Route extends ApiRoute>(route: Route): Route {
  return route;
}

type Field<Route, Key extends string> = Route extends { readonly [K in Key]: infer Value }
  ? Value
  : undefined;

/** The JSON answer of a route: any of its answers' types (one success code for most routes). */
export type RouteResponse<Route extends ApiRoute> =
  Field<Route, 'response'> extends infer Responses extends ResponseSchemas
    ? { [Status in keyof Responses]: z.output<Responses[Status]> }[keyof Responses]
    : never;

export type RouteParams<Route extends ApiRoute> =
  Field<Route, 'params'> extends infer Params extends z.ZodObject ? z.input<Params> : undefined;

/**
 * What a caller may put in the address's query: a field the server coerces (`z.coerce.number()`) takes the
 * value it becomes; every field may be left out (an empty one is not sent).
 */
export type RouteQuery<Route extends ApiRoute> =
  Field<Route, 'query'> extends infer Query extends z.ZodObject
    ? {
        [Key in keyof z.input<Query>]?:
          | (unknown extends z.input<Query>[Key]
              ? z.output<Query>[Key & keyof z.output<Query>]
              : z.input<Query>[Key])
          | null;
      }
    : undefined;

/** The JSON body a route takes (undefined for none; a form body is typed by the web's client). */
export type RouteJsonBody<Route extends ApiRoute> =
  Field<Route, 'body'> extends infer Body extends z.ZodType ? z.input<Body> : undefined;

/** The path with its `:name` segments filled in (each encoded). */
export function routePath(route: ApiRoute, params?: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The route (of `routes`) that answers this method and path, preferring one without `:name` segments. */
export function matchRoute<Route extends ApiRoute>(
  routes: readonly Route[],
  method: string,
  pathname: string,
): Route | undefined {
  const candidates = routes.filter((route) => route.method === method.toUpperCase());
  const ordered = [...candidates].sort((a, b) => segmentsWithNames(a) - segmentsWithNames(b));
  return ordered.find((route) => pathPattern(route).test(pathname));
}

function segmentsWithNames(route: ApiRoute): number {
  return (route.path.match(/:/g) ?? []).length;
}

function pathPattern(route: ApiRoute): RegExp {
  const pattern = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`);
}
