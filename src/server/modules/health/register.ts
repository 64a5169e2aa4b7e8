import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { healthRoutes } from './health.routes';

/** Whether the server and its database answer, and whether this process should be sent work. */
export async function registerHealth(
  app: FastifyInstance,
  { database, migrationsDir }: { database: DatabaseHandle; migrationsDir: string },
): Promise<void> {
  await app.register(healthRoutes, { database, migrationsDir });
}
