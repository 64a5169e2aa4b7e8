import type { Auth } from './auth';

/**
 * Better Auth's admin endpoints that change a person, as the activity feed names them (decision 035).
 * Only owners reach them; set-role and impersonation are refused whole (auth-hooks.ts).
 */
export const RECORDED_ADMIN_ACTS: Readonly<Record<string, string>> = {
  '/admin/create-user': 'account_created',
  '/admin/update-user': 'account_updated',
  '/admin/remove-user': 'account_removed',
  '/admin/set-user-password': 'password_set',
  '/admin/ban-user': 'account_banned',
  '/admin/unban-user': 'account_unbanned',
  '/admin/revoke-user-session': 'session_revoked',
  '/admin/revoke-user-sessions': 'sessions_revoked',
};

export interface AdminActor {
  id: string;
  name: string;
  email: string;
}

/** One owner's act through Better Auth, for the activity feed (app.ts hands it to the staff module). */
export interface AdminAct {
  action: string;
  actor: AdminActor;
  /** The email address of the person acted on. */
  subject: string;
  details?: Record<string, { from: unknown; to: unknown }>;
}

export type RecordAdminAct = (act: AdminAct) => Promise<void>;

/** Fields of `update-user`'s data shown with their values; any other is named without them. */
const SHOWN_FIELDS = new Set(['name', 'email', 'emailVerified']);

function parsed(body: unknown): Record<string, unknown> {
  if (typeof body !== 'string' || body.trim() === '') return {};
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What an admin request will do to whom, read before Better Auth acts (a removed account can no longer be
 * read afterwards): null for an endpoint that changes no one. The subject falls back to what was sent
 * when no account matches; Better Auth then refuses the request and nothing is recorded.
 */
export async function describeAdminAct(
  auth: Auth,
  endpoint: string,
  body: unknown,
): Promise<Omit<AdminAct, 'actor'> | null> {
  const action = RECORDED_ADMIN_ACTS[endpoint];
  if (!action) return null;
  const fields = parsed(body);
  const { internalAdapter } = await auth.$context;
  if (endpoint === '/admin/create-user') return { action, subject: (text(fields.email) ?? '').toLowerCase() };
  if (endpoint === '/admin/revoke-user-session') {
    const token = text(fields.sessionToken);
    const found = token ? await internalAdapter.findSession(token) : null;
    return { action, subject: found?.user.email ?? '(unknown session)' };
  }
  const userId = text(fields.userId);
  const target = userId ? await internalAdapter.findUserById(userId) : null;
  const subject = target?.email ?? userId ?? '(unknown account)';
  if (endpoint !== '/admin/update-user') return { action, subject };
  const data = fields.data && typeof fields.data === 'object' ? (fields.data as Record<string, unknown>) : {};
  const before = (target ?? {}) as Record<string, unknown>;
  const details = Object.fromEntries(
    Object.keys(data).map((key) =>
      SHOWN_FIELDS.has(key)
        ? [key, { from: before[key] ?? null, to: data[key] ?? null }]
        : [key, { from: '(hidden)', to: '(changed)' }],
    ),
  );
  return { action, subject, details };
}
