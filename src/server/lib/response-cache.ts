import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface CachedBody {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A body the cache may keep: only a 200 is kept, another status is sent as it is, every time. */
export interface ProducedBody {
  status: number;
  body: string;
}

/**
 * Serialised responses (JSON answers, the pages the server draws) kept in memory with their ETag and
 * compressed forms, so a repeated read costs a map lookup. Cleared whenever the data behind it changes.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  /** Bumped by clear(), so a body produced from data that changed meanwhile is not kept. */
  private generation = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly type = 'application/json; charset=utf-8',
  ) {}

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Answers a JSON body from the cache, building it with `produce` on a miss. */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, produce: () => Promise<unknown>) {
    return this.answer(request, reply, key, async () => ({
      status: 200,
      body: JSON.stringify(await produce()),
    }));
  }

  /** Answers from the cache, building the body with `produce` on a miss (kept when its status is 200). */
  async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<ProducedBody>,
  ) {
    let entry = this.entries.get(key);
    if (entry) {
      // Most recently used last, so the oldest is dropped first.
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      const generation = this.generation;
      const produced = await produce();
      if (produced.status !== 200)
        return reply
          .status(produced.status)
          .header('cache-control', 'no-cache')
          .type(this.type)
          .send(produced.body);
      const identity = Buffer.from(produced.body);
      entry = { identity, etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"` };
      if (generation === this.generation) {
        this.entries.set(key, entry);
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      }
    }
    reply.header('etag', entry.etag);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
    reply.type(this.type);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity' || entry.identity.length < 1024) return reply.send(entry.identity);
    const body =
      encoding === 'br' ? (entry.br ??= brotli(entry.identity)) : (entry.gzip ??= gzipSync(entry.identity));
    reply.header('content-encoding', encoding);
    return reply.send(body);
  }
}

function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
