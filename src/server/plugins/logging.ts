import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where the log goes: stdout by default; tests capture it. */
export interface LogDestination {
  write(line: string): void;
}

/** An error as the log shows it: what happened and where, never the data the request carried. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  /** A database error's own fields that name no value: severity, table, column, constraint, routine. */
  database?: Record<string, string>;
  cause?: LoggedError;
}

/** PostgreSQL error fields that name parts of the schema, never a value (`detail` and `where` can). */
const DATABASE_FIELDS = [
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 4;

type ErrorLike = Error & Record<string, unknown>;

/** A query error of Drizzle (it carries the SQL and its parameters) or of pg/PGlite (a SQLSTATE code). */
function isDatabaseError(error: ErrorLike): boolean {
  if ('params' in error || 'query' in error) return true;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error;
}

function causes(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (current instanceof Error && chain.length <= MAX_CAUSES) {
    chain.push(current as ErrorLike);
    current = current.cause;
  }
  return chain;
}

/**
 * A database error as the log keeps it: its SQLSTATE and the schema names involved. Its message, query,
 * parameters and detail are left out: they carry what the customer typed (names, addresses, emails).
 */
function loggedDatabaseError(error: ErrorLike, chain: ErrorLike[]): LoggedError {
  const source = chain.find((entry) => typeof entry.code === 'string' && SQLSTATE.test(entry.code));
  const database: Record<string, string> = {};
  for (const field of DATABASE_FIELDS) {
    const value = source?.[field];
    if (typeof value === 'string') database[field] = value;
  }
  const code = source?.code as string | undefined;
  return {
    type: error.name,
    message: `A database query failed${code ? ` (SQLSTATE ${code})` : ''}; its text and values are not logged.`,
    ...(code ? { code } : {}),
    database,
  };
}

/** The log's `err` serializer: name, code and a safe message; never SQL parameters or request data. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A value that is not an Error was thrown.' };
  const chain = causes(error as ErrorLike);
  if (chain.some(isDatabaseError)) return loggedDatabaseError(error as ErrorLike, chain);
  const code = (error as ErrorLike).code;
  const cause =
    error.cause instanceof Error && depth < MAX_CAUSES ? serializeError(error.cause, depth + 1) : undefined;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
    ...(cause ? { cause } : {}),
  };
}

/** Paths whose last segment is a secret (a password reset token). */
const SECRET_SEGMENT = /^(\/api\/auth\/reset-password\/)[^/?]+/;

/**
 * The request as the log shows it: method and path. The query string is left out (searches carry
 * customers' names and phone numbers, account links carry tokens), and so is a reset token in the path.
 */
export function serializeRequest(request: FastifyRequest) {
  const path = (request.url ?? '/').split('?')[0]!.replace(SECRET_SEGMENT, '$1[token]');
  return {
    method: request.method,
    url: path,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger: the level, redacted secrets, and serializers that keep personal data out. */
export function loggerOptions(level: string, stream?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Fastify's types expect pino's own shapes; these return less on purpose.
    serializers: { err: serializeError as never, req: serializeRequest as never },
    ...(stream ? { stream } : {}),
  };
}
