import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { noStore } from '../../lib/no-store';
import type { DatabaseHandle } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.get('/api/health', { onSend: noStore }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  });
}
