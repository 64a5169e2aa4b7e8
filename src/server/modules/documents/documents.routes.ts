import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { documentFileName, DOCUMENT_KINDS, paymentReceiptFileName } from '../../../shared/documents';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import type { Guards } from '../../plugins/auth/guards';
import type { Customer } from '../orders';
import type { DocumentsService } from './documents.service';

/** PDFs per client address: each takes tens of milliseconds of the server's CPU. */
export const PDF_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

function viewerOf(request: FastifyRequest): Customer {
  const { id, name, role, staffLevel } = request.user!;
  return { id, name, role, staffLevel };
}

/**
 * An order's documents, for its customer or an admin: the model of the printable page
 * (`/api/orders/:reference/documents/:kind`) and the PDF (`/api/orders/:reference/proforma.pdf` and
 * `receipt.pdf`, as an attachment). The receipt answers 409 until the order is paid in full; the
 * proforma, for a cancelled order. Each payment has its receipt
 * (`/api/orders/:reference/payments/:id/receipt.pdf`; 404 once voided). They name a person: never cached.
 */
export async function documentRoutes(
  app: FastifyInstance,
  {
    documents,
    guards,
    rateLimitScale = 1,
  }: { documents: DocumentsService; guards: Guards; rateLimitScale?: number },
) {
  app.addHook('onSend', noStore);

  serveRoute(app, routes.orderDocument, { onRequest: guards.requireUser }, async (request) =>
    documents.document(request.params.reference, viewerOf(request), request.params.kind),
  );

  const pdfConfig = {
    rateLimit: { max: PDF_RATE_LIMIT.max * rateLimitScale, timeWindow: PDF_RATE_LIMIT.timeWindow },
  };

  serveRoute(
    app,
    routes.paymentReceiptPdf,
    { onRequest: guards.requireUser, config: pdfConfig },
    async (request, reply) => {
      const { reference, id } = request.params;
      const pdf = await documents.paymentReceiptPdf(reference, viewerOf(request), id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${paymentReceiptFileName(reference, id)}"`)
        .send(pdf);
    },
  );

  const pdfRoutes = { proforma: routes.proformaPdf, receipt: routes.receiptPdf } as const;
  for (const kind of DOCUMENT_KINDS) {
    serveRoute(
      app,
      pdfRoutes[kind],
      {
        onRequest: guards.requireUser,
        config: pdfConfig,
      },
      async (request, reply) => {
        const { reference } = request.params;
        const pdf = await documents.pdf(reference, viewerOf(request), kind);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${documentFileName(reference, kind)}"`)
          .send(pdf);
      },
    );
  }
}
