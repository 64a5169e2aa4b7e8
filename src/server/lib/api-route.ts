import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRoute } from '../../shared/api-routes';

type Field<Route, Key extends string> = Route extends { readonly [K in Key]: infer Value }
  ? Value
  : undefined;
type Json<Value> = Value extends 'form' | 'file' ? undefined : Value;

/** The entry's schemas as Fastify's `schema` option: a form body and a file answer are the handler's own. */
export interface RouteSchema<Route extends ApiRoute> {
  params: Field<Route, 'params'>;
  querystring: Field<Route, 'query'>;
  body: Json<Field<Route, 'body'>>;
  response: Json<Field<Route, 'response'>>;
}

/** A handler typed by the entry: the request's params, query and body, and the answer it must return. */
export type ApiRouteHandler<Route extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<Route>,
  ZodTypeProvider
>;

/** What a route keeps of its own besides the entry: guards, rate limit, body limit, hooks. */
export type ApiRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers a route of the shared table (src/shared/api-routes): its method and path, and its schemas, which
 * check the request and the answer (the zod type provider), with the route's own options and handler.
 */
export function serveRoute<Route extends ApiRoute>(
  app: FastifyInstance,
  route: Route,
  options: ApiRouteOptions,
  handler: ApiRouteHandler<Route>,
): void {
  const schema: Record<string, unknown> = {};
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body && route.body !== 'form') schema.body = route.body;
  if (route.response !== 'file') schema.response = route.response;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: route.method,
    url: route.path,
    schema,
    handler: handler as RouteHandlerMethod,
  });
}

type ResponseStatus<Route extends ApiRoute> = Route['response'] extends 'file'
  ? never
  : keyof Route['response'];

/**
 * The answer checked and written as the entry's schema for that status says, for a route that sends
 * bodies it serialised itself (a cache of finished bodies); a wrong answer throws as the serializer's would.
 */
export function encodeAnswer<Route extends ApiRoute, Status extends ResponseStatus<Route>>(
  route: Route,
  status: Status,
  data: unknown,
): unknown {
  if (route.response === 'file') throw new Error(`${route.path} answers a file`);
  const schema = route.response[status as number];
  if (!schema) throw new Error(`${route.path} has no ${String(status)} answer`);
  return z.encode(schema, data as never);
}
