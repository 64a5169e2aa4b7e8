/**
 * The ways to write an account address (`/api/auth` + an endpoint such as `/admin/create-user`) other than
 * its own (issue 25, S1 and S2): each either reaches the endpoint in Better Auth's reading while Fastify
 * reads another address, or reaches none. Send them over a socket (`rawRequest`): `inject` would
 * normalise them first.
 */
export const AUTH_SPELLINGS: Record<string, (endpoint: string) => string> = {
  'a dot segment': (endpoint) => `/api/auth/.${endpoint}`,
  'a dot-dot segment': (endpoint) => `/api/auth/x/..${endpoint}`,
  '%2e': (endpoint) => `/api/auth/%2e${endpoint}`,
  '%2E': (endpoint) => `/api/auth/%2E${endpoint}`,
  '%2e%2e': (endpoint) => `/api/auth/x/%2e%2e${endpoint}`,
  'a doubled slash': (endpoint) => `/api/auth/${endpoint}`,
  '%2f': (endpoint) => `/api/auth${endpoint.replace(/\/(?=[^/]*$)/, '%2f')}`,
  '%2F': (endpoint) => `/api/auth${endpoint.replace(/\/(?=[^/]*$)/, '%2F')}`,
  'a trailing slash': (endpoint) => `/api/auth${endpoint}/`,
  capitals: (endpoint) => `/api/auth/${endpoint[1]!.toUpperCase()}${endpoint.slice(2)}`,
  'an escaped letter': (endpoint) => `/api/auth/%${endpoint.charCodeAt(1).toString(16)}${endpoint.slice(2)}`,
  'an escaped base path': (endpoint) => `/api/%61uth${endpoint}`,
  backslashes: (endpoint) => `/api/auth/x\\..\\${endpoint.slice(1)}`,
};
