import { APIError, isAPIError } from 'better-auth/api';
import type { setSessionCookie } from 'better-auth/cookies';
import { heldBackMessage, type SignInGuard } from './sign-in-guard';

/** How the per-account sign-in guard (decision 010) joins Better Auth: three hooks. */

type HookContext = Parameters<typeof setSessionCookie>[0];

/** The client address: the mount sets this header from Fastify's request.ip; none for server-side calls. */
function clientAddress(ctx: HookContext): string | undefined {
  return ctx.request?.headers.get('x-forwarded-for') ?? undefined;
}

function typedEmail(ctx: HookContext): string | undefined {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : undefined;
}

/** Before sign-in: 429 RATE_LIMITED while the account holds this address back. */
export async function holdBackSignIn(guard: SignInGuard, ctx: HookContext): Promise<void> {
  const email = typedEmail(ctx);
  const ip = clientAddress(ctx);
  if (!email || !ip) return;
  const verdict = await guard.check(email, ip);
  if (verdict.allowed) return;
  const seconds = verdict.retryAfterSeconds;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: heldBackMessage(seconds) },
    { 'retry-after': String(seconds) },
  );
}

/** After sign-in: a wrong email or password (401) counts against the address typed. */
export async function countSignInFailure(
  guard: SignInGuard,
  ctx: HookContext,
  returned: unknown,
): Promise<void> {
  const email = typedEmail(ctx);
  if (!email || !clientAddress(ctx)) return;
  if (isAPIError(returned) && returned.statusCode === 401) await guard.recordFailure(email);
}

/** Every session opened (sign-in, sign-up, verification or reset link): the address is known, the count reset. */
export async function rememberSignIn(
  guard: SignInGuard,
  session: { userId: string; ipAddress?: string | null; impersonatedBy?: string | null },
): Promise<void> {
  if (!session.ipAddress || session.impersonatedBy) return;
  await guard.recordSignIn(session.userId, session.ipAddress);
}
