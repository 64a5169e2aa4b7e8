import { z } from 'zod';

/** The closed set of error codes the API answers with, and the HTTP status of each. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

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
