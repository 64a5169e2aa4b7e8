import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../../shared/api-routes';
import { AppError } from '../../../shared/errors';
import { lagosDay } from '../../../shared/lagos-time';
import {
  exportFileName,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  USE_FILE_STOCK_FIELD,
} from '../../../shared/spreadsheet';
import { can, type Permission } from '../../../shared/staff';
import { serveRoute } from '../../lib/api-route';
import { noStore } from '../../lib/no-store';
import { attachment, SHEET_CONTENT_TYPES } from '../../lib/spreadsheet-writer';
import type { Guards } from '../../plugins/auth/guards';
import type { CatalogSpreadsheets } from './catalog-spreadsheets';

interface ImportForm {
  file: Buffer;
  token: string;
  /** The conflict rows whose stock is the file's: row numbers separated by commas. */
  useFileStock: string;
}

/** The row numbers of the `useFileStock` field ("2,5,9"); anything else is a 400. */
function rowNumbers(field: string): Set<number> {
  const parts = field.split(',').map((part) => part.trim());
  if (field.trim() === '') return new Set();
  if (!parts.every((part) => /^\d{1,6}$/.test(part)))
    throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.badChoice);
  return new Set(parts.map(Number));
}

/** The form of an import: one `file` part (under 5 MB) and, to apply, the preview's `token` and choices. */
async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.noFile);
  let file: Buffer | undefined;
  let token = '';
  let useFileStock = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.noFile);
        file = await part.toBuffer();
      } else if (part.fieldname === 'token' && typeof part.value === 'string') {
        token = part.value;
      } else if (part.fieldname === USE_FILE_STOCK_FIELD && typeof part.value === 'string') {
        useFileStock = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
    throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.unreadable);
  }
  if (!file) throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.noFile);
  return { file, token, useFileStock };
}

/**
 * The catalogue as CSV or .xlsx (GET /api/admin/products/export, anyone who reads products) and the
 * import of such a file (preview and apply: levels that may change stock; a level that may not manage
 * products changes stock only, a stock-take). Guarded on request, before any body is read; never cached.
 */
export async function catalogSpreadsheetRoutes(
  app: FastifyInstance,
  { spreadsheets, guards }: { spreadsheets: CatalogSpreadsheets; guards: Guards },
) {
  const allow = (permission: Permission) => ({ onRequest: guards.requirePermission(permission) });
  app.addHook('onSend', noStore);
  await app.register(fastifyMultipart, {
    // One file and one short field: a larger file stops being read at the limit.
    // The choices field names at most 10,000 rows.
    limits: {
      fileSize: IMPORT_MAX_BYTES,
      files: 1,
      fields: 3,
      parts: 4,
      fieldSize: 80 * 1024,
      headerPairs: 100,
    },
  });

  serveRoute(app, routes.productExport, allow('products.view'), async (request, reply) => {
    const { format } = request.query;
    const stream = await spreadsheets.export(format, (error) =>
      request.log.error({ err: error }, 'product export stopped'),
    );
    return reply
      .type(SHEET_CONTENT_TYPES[format])
      .header(
        'content-disposition',
        attachment(exportFileName({ kind: 'products', format }, lagosDay(new Date()))),
      )
      .send(stream);
  });

  const scopeOf = (request: FastifyRequest) => ({ stockOnly: !can(request.user, 'products.manage') });

  serveRoute(app, routes.importPreview, allow('products.stock'), async (request) =>
    spreadsheets.preview((await readImportForm(request)).file, scopeOf(request)),
  );

  serveRoute(app, routes.importProducts, allow('products.stock'), async (request) => {
    const form = await readImportForm(request);
    if (form.token === '') throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.noToken);
    const { id, name, email } = request.user!;
    return spreadsheets.apply(form.file, form.token, { id, name, email }, scopeOf(request), {
      useFileStock: rowNumbers(form.useFileStock),
    });
  });
}
