import type { FieldIssue } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api-client';

/** The per-field messages in a 400's `details` (`[{ field, message }]`); anything else is left out. */
export function fieldIssuesIn(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return (details as unknown[]).filter(
    (item): item is FieldIssue =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldIssue).field === 'string' &&
      typeof (item as FieldIssue).message === 'string',
  );
}

/** The server's per-field messages of a refused save; none for any other failure. */
export function fieldIssues(error: unknown): FieldIssue[] {
  return error instanceof ApiError ? fieldIssuesIn(error.details) : [];
}
