import { isShopMoment } from '../../../shared/days';
import { validationError } from '../../../shared/errors';
import { isSafeText } from '../../../shared/text';

/** A page's cursor: the last entry's time and id, base64url JSON, opaque to the client. */
export interface ActivityCursor {
  createdAt: Date;
  id: string;
}

export const ACTIVITY_CURSOR_MESSAGE =
  'This is not a page of the activity feed. Open the feed again from its first page.';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function encodeCursor(cursor: ActivityCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString('base64url');
}

/**
 * The cursor the previous page gave, or a 400 naming `before`: what it holds comes from the client, so its
 * time and id pass the rules any other value does (the text rule, a moment the database can hold) before
 * they reach a query.
 */
export function decodeCursor(cursor: string): ActivityCursor {
  const refuse = () => validationError('before', ACTIVITY_CURSOR_MESSAGE);
  if (!BASE64URL.test(cursor)) throw refuse();
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(Buffer.from(cursor, 'base64url')));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(value) || value.length !== 2) throw refuse();
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string') throw refuse();
  if (id === '' || !isSafeText(id)) throw refuse();
  const createdAt = new Date(at);
  // Only the form encodeCursor writes: no other spelling of a time reaches the query.
  if (!isShopMoment(createdAt) || createdAt.toISOString() !== at) throw refuse();
  return { createdAt, id };
}
