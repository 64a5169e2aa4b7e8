import type { ActivityEntry, ActivityQuery, ActivityResponse } from '../../../shared/staff-forms';
import { decodeCursor, encodeCursor } from './activity-cursor';
import type { ActivityRepository, ActivityRow } from './activity.repository';

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
    const before = query.before ? decodeCursor(query.before) : undefined;
    const [rows, people] = await Promise.all([
      this.repository.page({
        actorId: query.actor,
        kind: query.kind,
        before,
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
