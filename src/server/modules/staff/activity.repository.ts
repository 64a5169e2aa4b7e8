import { sql, type SQL } from 'drizzle-orm';
import type { ActivityKind } from '../../../shared/staff-forms';
import type { Database } from '../../db/client';

/** One row of the feed as the database answers it. */
export interface ActivityRow {
  id: string;
  kind: ActivityKind;
  action: string;
  actorId: string | null;
  actorName: string;
  subject: string;
  target: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
  createdAt: Date;
}

export interface ActivityFilter {
  actorId?: string;
  kind?: ActivityKind;
  /** Entries strictly older than this (time, then id), for the next page. */
  before?: { createdAt: Date; id: string };
  limit: number;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * The team's acts from the histories the shop already keeps: every product change (its kind from what it
 * changed: prices, stock or the rest), every order event a member made (the placing of an order is the
 * shopper's, so it is left out), and the staff and settings records. One keyset-paged union, newest first.
 */
const FEED = sql`
  select 'p:' || pc.id as id,
    case
      when pc.action = 'stock' then 'stock'
      when pc.action = 'reprice' then 'prices'
      when pc.action in ('update', 'import')
        and pc.changes ?| array['price', 'originalPrice', 'installationFee'] then 'prices'
      when pc.action in ('update', 'import')
        and pc.changes - 'stockCount' - 'inStock' - 'lowStockThreshold' = '{}'::jsonb then 'stock'
      else 'products'
    end as kind,
    pc.action, pc.actor_id, pc.actor_name, p.name as subject, pc.product_id as target,
    pc.changes, pc.created_at
  from product_changes pc join products p on p.id = pc.product_id
  union all
  select 'o:' || e.id, 'orders', e.kind, e.actor_id, e.actor_name, o.reference, o.reference,
    case
      when e.kind = 'status' then jsonb_build_object('status', jsonb_build_object('from', e.from_status, 'to', e.to_status))
      when e.kind = 'adjustment' then jsonb_build_object(e.field, jsonb_build_object('from', e.before_value, 'to', e.after_value))
      else '{}'::jsonb
    end,
    e.created_at
  from order_events e join orders o on o.id = e.order_id
  where not (e.kind = 'status' and e.from_status is null)
  union all
  select 's:' || a.id, a.kind, a.action, a.actor_id, a.actor_name, a.subject, null, a.details, a.created_at
  from staff_activity a`;

export class ActivityRepository {
  constructor(private readonly db: Database) {}

  async page(filter: ActivityFilter): Promise<ActivityRow[]> {
    const conditions: SQL[] = [];
    if (filter.actorId) conditions.push(sql`actor_id = ${filter.actorId}`);
    if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
    if (filter.before)
      conditions.push(
        sql`(created_at, id) < (${filter.before.createdAt.toISOString()}::timestamptz, ${filter.before.id})`,
      );
    const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const result = await this.db.execute(sql`
      select * from (${FEED}) feed ${where}
      order by created_at desc, id desc
      limit ${filter.limit}`);
    return rowsOf(result).map((row) => ({
      id: String(row.id),
      kind: row.kind as ActivityKind,
      action: String(row.action),
      actorId: (row.actor_id as string | null) ?? null,
      actorName: String(row.actor_name),
      subject: String(row.subject),
      target: (row.target as string | null) ?? null,
      changes: (typeof row.changes === 'string'
        ? JSON.parse(row.changes)
        : row.changes) as ActivityRow['changes'],
      createdAt: new Date(row.created_at as string),
    }));
  }

  /** Everyone who has acted, by their latest name, for the person filter. */
  async people(): Promise<{ id: string; name: string }[]> {
    const result = await this.db.execute(sql`
      select distinct on (actor_id) actor_id, actor_name from (${FEED}) feed
      where actor_id is not null
      order by actor_id, created_at desc`);
    return rowsOf(result)
      .map((row) => ({ id: String(row.actor_id), name: String(row.actor_name) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
