import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { clientKey } from '../lib/client-key';
import type { SharedRateLimits } from './shared-rate-limits';

export interface SecurityOptions {
  /** CSP sources ('sha256-…') of the inline scripts the HTML shell carries (the splash). */
  inlineScriptHashes: string[];
  https: boolean;
  /** The limits' counts, shared through the database by every server process. */
  rateLimits: SharedRateLimits;
}

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Security headers on every response, compression, and the rate limiter routes opt into. */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // YouTube embeds refuse to play without a referrer; send only the origin to other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Built scripts, styles and stored pictures are never documents: the headers that only a page obeys are
  // left off them (about 0.6 KB on each of a page's dozen files, on a phone's costly data).
  app.addHook('onSend', async (request, reply) => {
    const { url } = request;
    if (!(url.startsWith('/assets/') || url.startsWith('/media/')) || url.includes('.svg')) return;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onReady', async () => options.rateLimits.start());
  app.addHook('onClose', async () => options.rateLimits.stop());
  await app.register(rateLimit, {
    global: false,
    store: options.rateLimits.storeClass() as unknown as NonNullable<RateLimitPluginOptions['store']>,
    // One client per IPv4 address or IPv6 /64, the same key as the per-account sign-in guard's.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}
