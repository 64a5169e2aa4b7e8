import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  codeForStatus,
  DEFAULT_ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorBody,
  type FieldIssue,
} from '../../shared/errors';

function describeValidation(error: FastifyError): { message: string; details: FieldIssue[] } {
  const details: FieldIssue[] = (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    message: issue.message ?? 'Invalid value',
  }));
  const first = details[0];
  const message = first
    ? first.field
      ? `${first.field}: ${first.message}`
      : first.message
    : 'Invalid request';
  return { message, details };
}

/** One error handler: every error answers `{ code, message, details? }`, never a stack, SQL or path. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      body = {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      status = 400;
      body = { code: 'VALIDATION_FAILED', ...describeValidation(error) };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = codeForStatus(error.statusCode);
      // The status of the code, so every answer pairs the two the same way (a 414 or 406 becomes 400).
      status = ERROR_STATUS[code];
      // Only these plugin messages are written for people (bad JSON, rate limit); others get ours.
      const usePluginMessage = (error.statusCode === 400 || error.statusCode === 429) && error.message;
      body = { code, message: usePluginMessage ? error.message : DEFAULT_ERROR_MESSAGES[code] };
    } else {
      status = ERROR_STATUS.INTERNAL;
      request.log.error({ err: error }, 'request failed');
      body = { code: 'INTERNAL', message: DEFAULT_ERROR_MESSAGES.INTERNAL };
    }
    if (status < 500) request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}
