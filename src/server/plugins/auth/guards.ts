import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES, type Role } from '../../../shared/auth';
import { AppError } from '../../../shared/errors';
import {
  PERMISSIONS,
  STAFF_MESSAGES,
  staffLevelOf,
  type Permission,
  type StaffLevel,
} from '../../../shared/staff';
import type { Auth } from './auth';

/** The signed-in user a guard puts on the request. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: Role | string;
  /** What an admin may do (`src/shared/staff.ts`); null for everyone but an admin. */
  staffLevel: StaffLevel | null;
  emailVerified: boolean;
  createdAt: Date;
}

export interface Guards {
  /** 401 UNAUTHORIZED without a session. */
  requireUser: onRequestAsyncHookHandler;
  /** requireUser, then 403 EMAIL_NOT_VERIFIED for an unverified address. */
  requireVerified: onRequestAsyncHookHandler;
  /** requireUser, then 403 FORBIDDEN for anyone but an admin. */
  requireAdmin: onRequestAsyncHookHandler;
  /** requireAdmin, then 403 FORBIDDEN when the admin's staff level lacks the permission. */
  requirePermission: (permission: Permission) => onRequestAsyncHookHandler;
}

export const GUARD_MESSAGES = {
  signIn: 'Please sign in to continue.',
  verify: AUTH_MESSAGES.verifyToCheckout,
  forbidden: AUTH_MESSAGES.accessDeniedBody,
} as const;

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else headers.set(key, value);
  }
  return headers;
}

/**
 * Fastify onRequest hooks: they run before any body is read, so a visitor's huge or malformed body
 * still gets a 401. They read the Better Auth session from the cookie.
 */
export function createGuards(auth: Auth): Guards {
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser> {
    if (request.user) return request.user;
    const { headers, response } = await auth.api.getSession({
      headers: toHeaders(request.headers),
      returnHeaders: true,
    });
    // A session close to expiry is extended: pass the refreshed cookie on.
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response) throw new AppError('UNAUTHORIZED', GUARD_MESSAGES.signIn);
    const { id, email, name, role, emailVerified, createdAt } = response.user;
    const staffLevel = (response.user as { staffLevel?: string | null }).staffLevel;
    request.user = {
      id,
      email,
      name,
      role: role ?? 'customer',
      staffLevel: staffLevelOf({ role, staffLevel }),
      emailVerified,
      createdAt: new Date(createdAt),
    };
    return request.user;
  }
  async function admin(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser> {
    const user = await signedIn(request, reply);
    if (user.role !== 'admin') throw new AppError('FORBIDDEN', GUARD_MESSAGES.forbidden);
    return user;
  }
  return {
    requireUser: async (request, reply) => {
      await signedIn(request, reply);
    },
    requireVerified: async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', GUARD_MESSAGES.verify);
    },
    requireAdmin: async (request, reply) => {
      await admin(request, reply);
    },
    requirePermission: (permission) => async (request, reply) => {
      const user = await admin(request, reply);
      const allowed: readonly StaffLevel[] = PERMISSIONS[permission];
      if (!user.staffLevel || !allowed.includes(user.staffLevel))
        throw new AppError('FORBIDDEN', STAFF_MESSAGES.forbidden);
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards; null on routes without one. */
    user: AuthUser | null;
  }
}
