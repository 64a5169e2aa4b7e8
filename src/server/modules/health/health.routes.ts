import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get('/api/health', async (_request, reply) => {
    await database.db.execute(sql`select 1`);
    return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind });
  });
}
