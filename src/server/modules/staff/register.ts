import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs';
import type { Auth } from '../../plugins/auth/auth';
import type { Guards } from '../../plugins/auth/guards';
import { ActivityRepository } from './activity.repository';
import { ActivityService } from './activity.service';
import { StaffRepository } from './staff.repository';
import { staffRoutes } from './staff.routes';
import { StaffService, type StaffServiceOptions } from './staff.service';

export interface StaffNeeds {
  db: Database;
  guards: Guards;
  auth: Auth;
  jobs: JobRunner;
  publicUrl: string;
  /** The trading name the invitations speak with (the shop's identity). */
  shopName: () => string;
  /** Queues an invitation's mail in the caller's transaction. */
  queueMail: StaffServiceOptions['queueMail'];
}

/** The seller's team (levels, invitations, removal) and the owners' activity feed. */
export async function registerStaff(
  app: FastifyInstance,
  { db, guards, auth, jobs, publicUrl, shopName, queueMail }: StaffNeeds,
): Promise<void> {
  await app.register(staffRoutes, {
    staff: new StaffService({
      repository: new StaffRepository(db),
      auth,
      publicUrl,
      shopName,
      queueMail,
      mailQueued: () => jobs.kick(),
    }),
    activity: new ActivityService(new ActivityRepository(db)),
    guards,
  });
}
