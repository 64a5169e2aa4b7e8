/**
 * How an address under /api/auth may be spelled, and which Better Auth endpoint it reaches.
 *
 * Fastify routes the address as it was sent; Better Auth reads it again with `new URL`, which removes dot
 * segments (`/./`, `/../`, `%2e`), turns backslashes into slashes and drops tabs, then matches what is left.
 * A check made on the first reading (the owners-only `/admin/*`, the per-address limits) is then made on
 * another address than the one acted on (issue 25, S1 and S2). So an account address has one spelling,
 * the one Better Auth's own endpoint names have: lower-case letters, digits and hyphens between single
 * slashes, nothing after the last one, no escapes. Only a token segment (the reset link's) may carry
 * capitals. Any other spelling is refused before routing (`rewriteUrl`), as an unreadable address is.
 */
export const AUTH_BASE_PATH = '/api/auth';

/** Better Auth's endpoints whose last segment is a token (`/reset-password/:token`, `/callback/:id`). */
export const TOKEN_ENDPOINTS = ['/reset-password/', '/callback/'] as const;

const ENDPOINT = /^(\/[a-z0-9-]+)+$/;
const TOKEN = /^[A-Za-z0-9_-]+$/;

/** The path part of a request URL (the query is the endpoint's own). */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether an address is about the account routes in any spelling: as sent, decoded, with backslashes as
 * slashes, doubled slashes and dot segments resolved, in any case. Fastify itself decodes escapes before
 * routing, so `/api/%61uth/...` reaches the account routes too.
 */
export function isAuthAddress(url: string): boolean {
  const path = pathOf(url);
  const loose = decoded(path)
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const resolved = new URL(loose, 'http://shop.invalid').pathname;
  return [path.toLowerCase(), loose, resolved].some(
    (form) => form === AUTH_BASE_PATH || form.startsWith(`${AUTH_BASE_PATH}/`),
  );
}

/** The endpoint part of a well-spelled account address (`/sign-in/email`), else null. */
function canonicalEndpoint(path: string): string | null {
  if (!path.startsWith(`${AUTH_BASE_PATH}/`)) return null;
  const endpoint = path.slice(AUTH_BASE_PATH.length);
  for (const prefix of TOKEN_ENDPOINTS) {
    if (endpoint.startsWith(prefix)) return TOKEN.test(endpoint.slice(prefix.length)) ? endpoint : null;
  }
  return ENDPOINT.test(endpoint) ? endpoint : null;
}

/** True for an account address in any spelling but its one own (see above). */
export function isMisspelledAuthAddress(url: string): boolean {
  return isAuthAddress(url) && canonicalEndpoint(pathOf(url)) === null;
}

/**
 * The endpoint Better Auth acts on for a request URL, read as its router reads it (`new URL(...).pathname`
 * without the base path; better-call's router): `/admin/create-user`. Null when Better Auth would find none.
 */
export function authEndpointOf(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://shop.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return null;
  return pathname.slice(AUTH_BASE_PATH.length);
}
