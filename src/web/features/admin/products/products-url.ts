import { ADMIN_PRODUCT_STATUSES, type AdminProductStatus } from '../../../shared/admin-catalogue';

/**
 * The dashboard's state in the URL, so a reload and the Back button work:
 * `/admin` (list), `/admin?view=new` (add form), `/admin?edit=<id>` (edit form); the list's search
 * and status filter ride along as `q` and `status` (`all` is left out).
 */
export type AdminView = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

export interface AdminListFilters {
  q: string;
  status: AdminProductStatus;
}

const VIEW_PARAMS = ['view', 'edit'] as const;

export function parseAdminView(params: URLSearchParams): AdminView {
  const edit = params.get('edit')?.trim();
  if (edit) return { kind: 'edit', id: edit };
  if (params.get('view') === 'new') return { kind: 'new' };
  return { kind: 'list' };
}

export function parseListFilters(params: URLSearchParams): AdminListFilters {
  const status = params.get('status');
  return {
    q: params.get('q') ?? '',
    status: ADMIN_PRODUCT_STATUSES.find((value) => value === status) ?? 'all',
  };
}

/** The search params of a view, keeping the list's filters (and anything else already there). */
export function withAdminView(params: URLSearchParams, view: AdminView): URLSearchParams {
  const next = new URLSearchParams(params);
  VIEW_PARAMS.forEach((name) => next.delete(name));
  if (view.kind === 'new') next.set('view', 'new');
  if (view.kind === 'edit') next.set('edit', view.id);
  return next;
}

/** The search params with the list's filters changed (empty search and `all` are left out). */
export function withListFilters(params: URLSearchParams, change: Partial<AdminListFilters>): URLSearchParams {
  const filters = { ...parseListFilters(params), ...change };
  const next = new URLSearchParams(params);
  if (filters.q.trim() === '') next.delete('q');
  else next.set('q', filters.q);
  if (filters.status === 'all') next.delete('status');
  else next.set('status', filters.status);
  return next;
}
