import type { ActivityEntry, ActivityQuery, ActivityResponse } from '../../../shared/staff-forms';
import type { ActivityRepository, ActivityRow } from './activity.repository';

/** A page's cursor: the last entry's time and id, opaque to the client. */
function encodeCursor(row: ActivityRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    const createdAt = new Date(at);
    if (typeof id !== 'string' || Number.isNaN(createdAt.getTime())) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

/** Where a subject is seen in the admin. */
function linkOf(row: ActivityRow): string | null {
  if (!row.target) return null;
  if (row.id.startsWith('p:')) return `/admin/products/${encodeURIComponent(row.target)}/edit`;
  if (row.id.startsWith('o:')) return `/admin/orders/${encodeURIComponent(row.target)}`;
  return null;
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    kind: row.kind,
    action: row.action,
    actorId: row.actorId,
    actorName: row.actorName,
    subject: row.subject,
    link: linkOf(row),
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owners' activity feed: who did what and when, by person and by kind, newest first. */
export class ActivityService {
  constructor(private readonly repository: ActivityRepository) {}

  async page(query: ActivityQuery): Promise<ActivityResponse> {
    const [rows, people] = await Promise.all([
      this.repository.page({
        actorId: query.actor,
        kind: query.kind,
        before: decodeCursor(query.before),
        limit: query.limit + 1,
      }),
      this.repository.people(),
    ]);
    const entries = rows.slice(0, query.limit);
    const last = entries.at(-1);
    return {
      entries: entries.map(toEntry),
      cursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      people,
    };
  }
}
