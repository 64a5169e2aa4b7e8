import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { projectRoot } from './lib/project-root';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({
          protocol: /^https?$/,
          message: 'ALLOWED_ORIGINS must list http(s) origins, comma-separated',
        }),
      ),
    ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MEDIA_STORE: z.enum(['disk', 'postgres', 's3']).optional(),
  S3_URL: z
    .string()
    .regex(
      /^(s3|https?):\/\/[^:/]+:[^@]+@/,
      'S3_URL must look like s3://KEY:SECRET@host/bucket (see the README)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_SESSION_TOKEN: z.string().optional(),
  MEDIA_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('GaragePro <no-reply@garagepro.ng>'),
  MAIL_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(3_600_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
  CATALOGUE_VERSION_CHECK_MS: z.coerce.number().int().min(50).max(600_000).default(3_000),
  JOBS: z.enum(['on', 'off'], { message: 'JOBS must be on or off' }).default('on'),
  SELLER_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, 'SELLER_WHATSAPP must be digits only, e.g. 2348035550142')
    .default('2348035550142'),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKERS: z.coerce
    .number({ message: 'WORKERS must be a whole number of server processes, e.g. 2' })
    .int('WORKERS must be a whole number of server processes, e.g. 2')
    .min(1, 'WORKERS must be at least 1')
    .max(64, 'WORKERS must be at most 64')
    .default(1),
  JOB_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ message: 'SHUTDOWN_DRAIN_MS must be a number of milliseconds, e.g. 5000' })
    .int('SHUTDOWN_DRAIN_MS must be a whole number of milliseconds')
    .min(0, 'SHUTDOWN_DRAIN_MS must be 0 or more')
    .max(120_000, 'SHUTDOWN_DRAIN_MS must be at most 120000 (2 minutes)')
    .optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.paystack.co'),
  FLUTTERWAVE_SECRET_KEY: z.string().optional(),
  FLUTTERWAVE_SECRET_HASH: z.string().optional(),
  FLUTTERWAVE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.flutterwave.com'),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PAYMENT_RECOVERY_EVERY_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** PUBLIC_URL or PORT was set (environment or .env), rather than the default http://localhost:3000. */
  publicUrlGiven: boolean;
  /** More origins whose pages may send state-changing requests in production (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl?: string;
  /** Where pictures are stored (decision 031) and how many bytes of them each process keeps in memory. */
  media: MediaConfig;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The durable mail outbox: how often the job runner looks for due jobs, and how mail is retried. */
  mailOutbox: MailOutboxConfig;
  /** Whether this server process runs the background jobs too (JOBS=off: a separate `npm run worker` does). */
  runJobs: boolean;
  sellerWhatsapp: string;
  /**
   * How often each process reads the catalogue's version row, the backstop for a change notification it
   * missed (a lost listener connection): its copy is at most this much behind.
   */
  catalogueVersionCheckMs: number;
  /** Fastify's trustProxy: true, or the addresses / CIDR ranges of the proxies (comma-separated). */
  trustProxy?: boolean | string;
  logLevel: string;
  /** Server processes behind the one port (WORKERS; more than one needs PostgreSQL). */
  workers: number;
  /**
   * On SIGTERM, how long a server says it is not ready (/api/ready 503) while it still accepts and answers,
   * so a load balancer stops sending before it stops accepting (SHUTDOWN_DRAIN_MS; 5 s in production).
   */
  shutdownDrainMs: number;
  /**
   * Multiplies the per-address limits on sign-in, sign-up, account mail and placing orders: 1, except
   * under NODE_ENV=test, where the browser suite signs up many users (and places their orders) from one
   * address.
   */
  authRateLimitScale: number;
  /** Built web client (index.html and assets); absent in API-only tests. */
  clientDir: string;
  migrationsDir: string;
  /** The online payment providers (a provider is on when its secret is set). */
  payments: PaymentsConfig;
}

/** Paystack and Flutterwave (decision 053): each on when its secret is set. */
export interface PaymentsConfig {
  paystack: { secretKey: string; apiUrl: string } | null;
  flutterwave: { secretKey: string; secretHash: string; apiUrl: string } | null;
  /** How long a call to a provider may take before it counts as down. */
  timeoutMs: number;
  /** How often the recovery job looks for attempts still pending. */
  recoveryEveryMs: number;
}

/** No provider configured: the shop works as before payments (bank details, staff record payments). */
export const NO_PAYMENTS: PaymentsConfig = {
  paystack: null,
  flutterwave: null,
  timeoutMs: 10_000,
  recoveryEveryMs: 60_000,
};

export interface MediaConfig {
  store: 'disk' | 'postgres' | 's3';
  s3Url?: string;
  /** The session token of temporary keys (S3_SESSION_TOKEN), sent with every request to the bucket. */
  s3SessionToken?: string;
  cacheBytes: number;
}

/** S3_URL means the bucket; else PostgreSQL when DATABASE_URL is set (every process reads it); else disk. */
function mediaConfig(env: {
  MEDIA_STORE?: MediaConfig['store'];
  S3_URL?: string;
  S3_SESSION_TOKEN?: string;
  DATABASE_URL?: string;
  MEDIA_CACHE_MB: number;
}): MediaConfig {
  const store = env.MEDIA_STORE ?? (env.S3_URL ? 's3' : env.DATABASE_URL ? 'postgres' : 'disk');
  if (store === 's3' && !env.S3_URL) throw new Error('Invalid configuration:\n  MEDIA_STORE=s3 needs S3_URL');
  if (store !== 's3' && env.S3_URL) {
    throw new Error(`Invalid configuration:\n  S3_URL is set but MEDIA_STORE=${store}: unset one of them`);
  }
  if (env.S3_SESSION_TOKEN && store !== 's3') {
    throw new Error(
      'Invalid configuration:\n  S3_SESSION_TOKEN is set without S3_URL: it is for the keys in S3_URL',
    );
  }
  return {
    store,
    s3Url: env.S3_URL,
    s3SessionToken: env.S3_SESSION_TOKEN || undefined,
    cacheBytes: env.MEDIA_CACHE_MB * 1024 * 1024,
  };
}

export interface MailOutboxConfig {
  /** How often the job runner wakes to look for due jobs, mail among them (it also wakes when one is queued). */
  intervalMs: number;
  /** The wait after the first failed attempt; it doubles after each failure... */
  retryBaseMs: number;
  /** ...up to this wait. */
  retryMaxMs: number;
  /** After this many failed attempts a mail is marked failed and no longer tried. */
  maxAttempts: number;
  /** How long a claimed job (a mail among them) is its runner's; a runner killed mid-job leaves it this long. */
  leaseMs: number;
}

/** Reads `.env` when present, with Node's own parser (the syntax of `node --env-file`). */
function readDotEnv(root: string): NodeJS.Dict<string> {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8'));
}

function loadAuthSecret(dataDir: string, given: string | undefined, env: string): string {
  if (given) return given;
  if (env === 'production') throw new Error('AUTH_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function paymentsConfig(env: z.output<typeof envSchema>): PaymentsConfig {
  const trimmed = (url: string) => url.replace(/\/$/, '');
  const flutterwaveKey = env.FLUTTERWAVE_SECRET_KEY || undefined;
  const flutterwaveHash = env.FLUTTERWAVE_SECRET_HASH || undefined;
  if (Boolean(flutterwaveKey) !== Boolean(flutterwaveHash))
    throw new Error(
      'Invalid configuration:\n  FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH go together: the hash checks its webhooks',
    );
  return {
    paystack: env.PAYSTACK_SECRET_KEY
      ? { secretKey: env.PAYSTACK_SECRET_KEY, apiUrl: trimmed(env.PAYSTACK_API_URL) }
      : null,
    flutterwave:
      flutterwaveKey && flutterwaveHash
        ? { secretKey: flutterwaveKey, secretHash: flutterwaveHash, apiUrl: trimmed(env.FLUTTERWAVE_API_URL) }
        : null,
    timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
    recoveryEveryMs: env.PAYMENT_RECOVERY_EVERY_MS,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (!value || value === 'false') return undefined;
  return value === 'true' ? true : value;
}

/** Parses every environment variable once; nothing else reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, root = projectRoot()): Config {
  // The environment wins over .env.
  const raw = { ...readDotEnv(root), ...source };
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  // Without a mail server a shop sends no verification or reset mail and writes their links to its log.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL)
    throw new Error(
      'Invalid configuration:\n  SMTP_URL is required when NODE_ENV=production, e.g. smtps://user:password@smtp.example.com:465: without it the shop sends no mail',
    );
  if (env.JOBS === 'off' && !env.DATABASE_URL)
    throw new Error(
      'Invalid configuration:\n  JOBS=off needs DATABASE_URL: the embedded database is one process, which runs the jobs',
    );
  const dataDir = path.resolve(root, env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrlGiven: Boolean(raw.PUBLIC_URL || raw.PORT),
    allowedOrigins: env.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: env.DATABASE_URL,
    media: mediaConfig(env),
    authSecret: loadAuthSecret(dataDir, env.AUTH_SECRET, env.NODE_ENV),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    mailOutbox: {
      intervalMs: env.MAIL_OUTBOX_INTERVAL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(env.MAIL_RETRY_MAX_MS, env.MAIL_RETRY_BASE_MS),
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      leaseMs: env.JOB_LEASE_MS,
    },
    runJobs: env.JOBS === 'on',
    sellerWhatsapp: env.SELLER_WHATSAPP,
    catalogueVersionCheckMs: env.CATALOGUE_VERSION_CHECK_MS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    workers: env.WORKERS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0),
    authRateLimitScale: env.NODE_ENV === 'test' ? 50 : 1,
    clientDir: path.join(root, 'dist', 'client'),
    migrationsDir: path.join(root, 'drizzle'),
    payments: paymentsConfig(env),
  };
}
