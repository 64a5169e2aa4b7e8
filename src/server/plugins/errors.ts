import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../shared/errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Codes for the 4xx errors Fastify and its plugins raise themselves. */
const STATUS_CODES: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  400: { code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
  401: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
  403: { code: 'FORBIDDEN', message: "You don't have permission to do that." },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This type of content is not accepted.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a little and try again.' },
};

export interface FieldIssue {
  field: string;
  message: string;
}

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
      status = error.statusCode;
      const known = STATUS_CODES[status] ?? STATUS_CODES[400]!;
      // Only these plugin messages are written for people (bad JSON, rate limit); others get ours.
      const usePluginMessage = (status === 400 || status === 429) && error.message;
      body = { code: known.code, message: usePluginMessage ? error.message : known.message };
    } else {
      status = ERROR_STATUS.INTERNAL;
      request.log.error({ err: error }, 'request failed');
      body = { code: 'INTERNAL', message: INTERNAL_MESSAGE };
    }
    if (status < 500) request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}
