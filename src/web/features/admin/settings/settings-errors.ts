import type { FieldIssue } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api-client';

/** The server's per-field messages of a refused save (`details: [{ field, message }]` of a 400). */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).filter(
    (item): item is FieldIssue =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldIssue).field === 'string' &&
      typeof (item as FieldIssue).message === 'string',
  );
}

/** What a save says under its button: confirmed, or why not. */
export interface SaveStatus {
  tone: 'success' | 'error';
  text: string;
}
