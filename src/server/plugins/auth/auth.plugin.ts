import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noStore } from '../../lib/no-store';
import {
  AppError,
  codeForStatus,
  DEFAULT_ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
} from '../../../shared/errors';
import { clientKey } from '../../lib/client-key';
import type { Auth } from './auth';
import { AUTH_BASE_PATH, authEndpointOf } from './auth-address';
import { describeAdminAct, type RecordAdminAct } from './admin-acts';
import { createGuards } from './guards';

interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per client address (Fastify's request.ip: the socket, or the proxy's header only with TRUST_PROXY).
 * Each limit counts one address only, so an attacker can never lock anyone else out. Mobile networks put
 * many shoppers behind one carrier address, so the limits leave room for several people at once.
 */
export const AUTH_RATE_LIMITS: Record<string, Limit> = {
  '/sign-in/email': { max: 20, timeWindow: 15 * MINUTE },
  '/sign-up/email': { max: 10, timeWindow: HOUR },
  '/send-verification-email': { max: 5, timeWindow: HOUR },
  '/request-password-reset': { max: 5, timeWindow: HOUR },
  '/reset-password': { max: 10, timeWindow: HOUR },
  '/change-password': { max: 10, timeWindow: 15 * MINUTE },
};
/** Everything else under /api/auth (get-session, sign-out, verify-email, ...). */
const OTHER_LIMIT: Limit = { max: 600, timeWindow: MINUTE };

/** Request headers not passed on: they describe this hop, not the request. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

/** Better Auth's own code when it is one of ours, else the code for its status. */
function codeFor(status: number, authCode: string | undefined): ErrorCode {
  return authCode && authCode in ERROR_STATUS ? (authCode as ErrorCode) : codeForStatus(status);
}

/** Better Auth's error answer as the shop's `{ code, message, details? }`, Better Auth's code kept as the reason. */
export function toShopError(status: number, raw: string): { status: number; body: ErrorBody } {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = JSON.parse(raw) as typeof parsed;
  } catch {
    // Not JSON (an empty 404, for one): the default message for the status.
  }
  const authCode = typeof parsed.code === 'string' ? parsed.code : undefined;
  const code = codeFor(status, authCode);
  const ownMessage = typeof parsed.message === 'string' && parsed.message.trim() ? parsed.message : undefined;
  // A 500's message may describe the server's insides: never pass it on.
  const message = code === 'INTERNAL' || !ownMessage ? DEFAULT_ERROR_MESSAGES[code] : ownMessage;
  const reason = authCode && authCode !== code ? { details: { reason: authCode } } : {};
  return { status: ERROR_STATUS[code], body: { code, message, ...reason } };
}

/**
 * Session tokens stay in the HttpOnly cookie: Better Auth also puts them in some JSON answers (the
 * session, a user's session list, the admin's list of another user's sessions), where a page's script
 * could read them. Every `token` field, at any depth, is taken out.
 */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, withoutTokens(item)]),
  );
}

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

/**
 * Better Auth reads the body itself, and expects an object: a JSON body that is a number, a string,
 * a list or null (or no JSON at all) is refused here with 400. An empty body passes (sign-out has none).
 */
export function checkJsonBody(contentType: string | undefined, body: string): AppError | null {
  if (!(contentType ?? '').includes('application/json') || body.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return new AppError('VALIDATION_FAILED', INVALID_JSON_MESSAGE);
  }
  const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  return isObject ? null : new AppError('VALIDATION_FAILED', NOT_AN_OBJECT_MESSAGE);
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(key)) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else headers.set(key, value);
  }
  // The address Better Auth records with a session: ours, never one the client wrote.
  headers.set('x-forwarded-for', request.ip);
  // The origin check (origin-check.ts) has accepted this Origin as the shop's own, at whichever address
  // the shop was opened: Better Auth, which knows only PUBLIC_URL, sees that one.
  if (headers.has('origin')) headers.set('origin', new URL(publicUrl).origin);
  const withBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string';
  return new Request(`${publicUrl}${request.url}`, {
    method: request.method,
    headers,
    body: withBody ? (request.body as string) : undefined,
  });
}

async function sendResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    const { status, body } = toShopError(response.status, text);
    // The code only: Better Auth's body could describe what the request carried.
    if (status >= 500)
      request.log.error({ status: response.status, reason: body.details }, 'auth request failed');
    else request.log.info({ code: body.code, status, details: body.details }, 'request refused');
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter) reply.header('retry-after', retryAfter);
    return reply.status(status).send(body);
  }
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  if (!isJson(response) || !text) return reply.status(response.status).send(text);
  return reply.status(response.status).send(JSON.stringify(withoutTokens(JSON.parse(text))));
}

export interface AuthPluginOptions {
  auth: Auth;
  publicUrl: string;
  /** Multiplies every limit (see Config.authRateLimitScale). */
  rateLimitScale: number;
  /** Writes an owner's act through Better Auth's admin endpoints to the activity feed (app.ts: the staff module). */
  recordAdminAct: RecordAdminAct;
}

/**
 * Better Auth's routes under /api/auth, each request turned into a Fetch Request and back. Every check is
 * made on the endpoint Better Auth will act on (`authEndpointOf`, as its router reads the address), never
 * on the address as Fastify routed it; an address spelled any other way never gets here (auth-address.ts).
 */
export async function authPlugin(
  app: FastifyInstance,
  { auth, publicUrl, rateLimitScale, recordAdminAct }: AuthPluginOptions,
) {
  // Better Auth reads the body itself: hand it the text (this context only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const problem = checkJsonBody(request.headers['content-type'], body as string);
      if (problem) done(problem, undefined);
      else done(null, body);
    },
  );
  const endpointOf = (request: FastifyRequest) => authEndpointOf(`${publicUrl}${request.url}`) ?? '';

  // One limiter per limited endpoint, chosen by the endpoint acted on, each counting per client address.
  const limiter = (name: string, limit: Limit) =>
    app.rateLimit({
      max: limit.max * rateLimitScale,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `${AUTH_BASE_PATH}${name} ${clientKey(request.ip)}`,
    });
  const limiters = new Map(
    Object.entries(AUTH_RATE_LIMITS).map(([path, limit]) => [path, limiter(path, limit)]),
  );
  const otherLimiter = limiter('/*', OTHER_LIMIT);

  // Better Auth's own admin endpoints (create, change or remove any account) are owners' work: a sales
  // admin there could make anyone an admin.
  const ownerOnly = createGuards(auth).requirePermission('staff.manage');
  const isAdminEndpoint = (endpoint: string) => endpoint.startsWith('/admin/');

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // The owners' guard has put the owner on the request; what they are about to do is read now.
    const endpoint = endpointOf(request);
    const act =
      isAdminEndpoint(endpoint) && request.user ? await describeAdminAct(auth, endpoint, request.body) : null;
    const response = await auth.handler(toFetchRequest(request, publicUrl));
    if (act && request.user && response.status < 300) {
      const { id, name, email } = request.user;
      // The act is done: a record that fails to be written is logged, not answered as a failure.
      await recordAdminAct({ ...act, actor: { id, name, email } }).catch((error: unknown) =>
        request.log.error({ err: error }, 'admin act not recorded'),
      );
    }
    return sendResponse(request, reply, response);
  };

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    onRequest: [
      async function limit(request, reply) {
        const endpoint = endpointOf(request);
        const limitHook = request.method === 'POST' ? (limiters.get(endpoint) ?? otherLimiter) : otherLimiter;
        await limitHook.call(this, request, reply);
      },
      async function owners(request, reply) {
        if (isAdminEndpoint(endpointOf(request))) await ownerOnly.call(this, request, reply);
      },
    ],
    // Sessions, accounts and their errors: never cached.
    onSend: noStore,
    handler,
  });
}
