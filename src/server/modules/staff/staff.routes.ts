import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { ActivityService } from './activity.service';
import type { StaffActor } from './staff.repository';
import type { StaffService } from './staff.service';

function actorOf(request: FastifyRequest): StaffActor {
  const { id, name, email } = request.user!;
  return { id, name, email };
}

/** A few tries an hour per address: an invitation link is a secret that must not be guessed. */
const JOIN_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/**
 * The Staff section and the activity feed (owners only, checked on request before any body is read), and
 * the invitation link's public pair: read it, accept it.
 */
export async function staffRoutes(
  app: FastifyInstance,
  { staff, activity, guards }: { staff: StaffService; activity: ActivityService; guards: Guards },
) {
  app.addHook('onSend', noStore);
  const owners = { onRequest: guards.requirePermission('staff.manage'), bodyLimit: 16 * 1024 };

  serveRoute(app, routes.staffList, owners, async () => staff.list());

  serveRoute(app, routes.inviteStaff, owners, async (request, reply) =>
    reply.status(201).send(await staff.invite(request.body, actorOf(request))),
  );

  serveRoute(app, routes.revokeStaffInvitation, owners, async (request) => {
    await staff.revokeInvitation(request.params.id, actorOf(request));
    return { ok: true as const };
  });

  serveRoute(app, routes.changeStaffLevel, owners, async (request) => {
    await staff.changeLevel(request.params.id, request.body.staffLevel, actorOf(request));
    return { ok: true as const };
  });

  serveRoute(app, routes.removeStaff, owners, async (request) => {
    await staff.remove(request.params.id, actorOf(request));
    return { ok: true as const };
  });

  serveRoute(
    app,
    routes.activity,
    { onRequest: guards.requirePermission('activity.view') },
    async (request) => activity.page(request.query),
  );

  serveRoute(app, routes.staffInvitation, { config: { rateLimit: JOIN_RATE_LIMIT } }, async (request) =>
    staff.invitation(request.params.token),
  );

  serveRoute(
    app,
    routes.acceptStaffInvitation,
    { config: { rateLimit: JOIN_RATE_LIMIT }, bodyLimit: 16 * 1024 },
    async (request) => staff.accept(request.body),
  );
}
