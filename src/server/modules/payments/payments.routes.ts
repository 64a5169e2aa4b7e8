import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { AppError } from '../../../shared/errors';
import { paymentAmount } from '../../../shared/payment-schemas';
import { PAYMENT_MESSAGES } from '../../../shared/payments';
import type { Permission } from '../../../shared/staff';
import { UPLOAD_MESSAGES } from '../../../shared/uploads';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { Actor } from '../catalog';
import type { Customer } from '../orders';
import { MAX_PAYMENT_FILE_BYTES, PAYMENT_FILE_TOO_LARGE } from './payment-files';
import type { PaymentsService } from './payments.service';

/** Proof uploads per client address: each is decoded and re-encoded. */
export const PROOF_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

function actorOf(request: FastifyRequest): Actor {
  const { id, name, email } = request.user!;
  return { id, name, email };
}

function viewerOf(request: FastifyRequest): Customer {
  const { id, name, role, staffLevel } = request.user!;
  return { id, name, role, staffLevel };
}

/**
 * The form's `file` part and its other fields. What goes wrong while the body is read is the client's:
 * a file over the limit answers 413, a form that cannot be read 400, never 500.
 */
async function readForm(request: FastifyRequest): Promise<{ file: Buffer; fields: Map<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PAYMENT_MESSAGES.proofFile);
  const fields = new Map<string, string>();
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = bytes;
      } else if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', PAYMENT_FILE_TOO_LARGE);
    throw new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.unreadableForm);
  }
  if (!file) throw new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.proofFile, { field: 'file' });
  return { file, fields };
}

/** The amount a shopper says they sent (naira), when they said. */
function amountField(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = paymentAmount.safeParse(Number(value.trim()));
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues[0]?.message ?? PAYMENT_MESSAGES.amountPositive,
      {
        field: 'amount',
      },
    );
  return parsed.data;
}

/**
 * The payment ledger's routes: the desk's (record, void, the deposit, proofs, a proof file, the balances
 * due), each guarded before any body is read; the shopper's proof of transfer; a proof's file, for the
 * order's customer and staff only. Nothing here is cached.
 */
export async function paymentsRoutes(
  app: FastifyInstance,
  {
    payments,
    guards,
    rateLimitScale = 1,
  }: { payments: PaymentsService; guards: Guards; rateLimitScale?: number },
) {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_PAYMENT_FILE_BYTES - 1,
      files: 1,
      fields: 4,
      parts: 5,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });
  app.addHook('onSend', noStore);
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  const uploadLimit = {
    rateLimit: { max: PROOF_RATE_LIMIT.max * rateLimitScale, timeWindow: PROOF_RATE_LIMIT.timeWindow },
  };

  serveRoute(app, routes.recordPayment, allow('orders.payments'), async (request, reply) =>
    reply.status(201).send(await payments.record(request.params.reference, request.body, actorOf(request))),
  );

  serveRoute(app, routes.voidPayment, allow('orders.payments'), async (request) =>
    payments.void(request.params.reference, request.params.id, request.body.reason, actorOf(request)),
  );

  serveRoute(
    app,
    routes.uploadPaymentFile,
    { ...allow('orders.payments'), config: uploadLimit },
    async (request, reply) => {
      const { file } = await readForm(request);
      return reply.status(201).send(await payments.uploadFile(request.params.reference, file));
    },
  );

  serveRoute(app, routes.acceptProof, allow('orders.payments'), async (request) =>
    payments.acceptProof(request.params.reference, request.params.id, request.body, actorOf(request)),
  );

  serveRoute(app, routes.rejectProof, allow('orders.payments'), async (request) =>
    payments.rejectProof(request.params.reference, request.params.id, request.body.reason, actorOf(request)),
  );

  serveRoute(app, routes.updateOrder, allow('orders.payments'), async (request) =>
    payments.setDeposit(request.params.reference, request.body.depositPercent, actorOf(request)),
  );

  serveRoute(app, routes.outstandingOrders, allow('orders.view'), async (request) =>
    payments.outstanding(request.query),
  );

  serveRoute(
    app,
    routes.uploadProof,
    { onRequest: guards.requireUser, config: uploadLimit },
    async (request, reply) => {
      const { file, fields } = await readForm(request);
      const amount = amountField(fields.get('amount'));
      const answer = await payments.uploadProof(request.params.reference, viewerOf(request), file, amount);
      return reply.status(201).send(answer);
    },
  );

  serveRoute(app, routes.paymentFile, { onRequest: guards.requireUser }, async (request, reply) => {
    const file = await payments.file(request.params.reference, request.params.id, viewerOf(request));
    return reply
      .type(file.contentType)
      .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
