import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../../shared/errors';
import { markNoStore } from '../../lib/no-store';
import { isMisspelledAuthAddress } from '../auth/auth-address';

/**
 * Addresses the router cannot read: a percent escape that decodes to nothing (`/api/products/%`), or
 * a segment longer than any id (`/product/` and 5,000 characters). Fastify's router would answer them
 * itself, in its own format and echoing the address; instead they are rewritten, before routing, to
 * this one route, which answers like every other: `{ code, message }` for the API and pictures, the
 * shop's page for pages, with the security headers of any answer.
 */
export const INVALID_ADDRESS_PATH = '/api/invalid-address';
export const INVALID_ADDRESS_MESSAGE = 'This address is not valid.';

/** Longer than any id the shop uses (at most 200 characters); also the router's parameter limit. */
export const MAX_SEGMENT_LENGTH = 1000;

/** True when every segment of the path decodes and none is too long (the query is the route's). */
export function isReadableAddress(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const path = url.split('?')[0]!;
  return decodes(path) && path.split('/').every((segment) => segment.length <= MAX_SEGMENT_LENGTH);
}

/**
 * Whether the path's percent escapes decode. The result is used on purpose: the bundler takes
 * `decodeURIComponent` for a pure function and drops a call whose result is thrown away, and with it the
 * check (the built server then let `/product/%` through to the router).
 */
function decodes(path: string): boolean {
  try {
    return typeof decodeURIComponent(path) === 'string';
  } catch {
    return false;
  }
}

/**
 * Fastify's `rewriteUrl`: an address the router cannot read goes to the invalid-address route, and so
 * does an account address in any spelling but its own (auth-address.ts), which Fastify and Better Auth
 * would read as two different endpoints.
 */
export function rewriteInvalidAddress(request: IncomingMessage): string {
  const url = request.url ?? '/';
  return isReadableAddress(url) && !isMisspelledAuthAddress(url) ? url : INVALID_ADDRESS_PATH;
}

/** Pages are what a browser opens: GET or HEAD outside the API and the stored pictures. */
export function isPageRequest(method: string, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/media/')
  );
}

/**
 * Fastify's `frameworkErrors`: the router's own errors, should one get past the rewrite, answer in the
 * shop's format without the address.
 */
export function answerFrameworkError(_error: Error, _request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = { code: 'VALIDATION_FAILED', message: INVALID_ADDRESS_MESSAGE };
  return markNoStore(reply.status(400)).send(body);
}
