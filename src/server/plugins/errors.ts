import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../shared/errors';

/** The message of each code when the error itself has none fit for people. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid.',
  UNAUTHORIZED: 'Please sign in to continue.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address to complete checkout',
  FORBIDDEN: "You don't have permission to do that.",
  NOT_FOUND: 'Not found.',
  CONFLICT: 'That already exists.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of content is not accepted.',
  RATE_LIMITED: 'Too many requests. Please wait a little and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again in a moment.',
  UNAVAILABLE: 'The server is busy. Please try again in a moment.',
};

/** The code for an HTTP status raised by Fastify, a plugin or the account service. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409 || status === 422) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION_FAILED';
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** A 400 naming the field, shaped like the schema validation errors: `field: message` plus details. */
export function validationError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
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
