import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  parseAdminView,
  parseListFilters,
  withAdminView,
  withListFilters,
  type AdminListFilters,
  type AdminView,
} from '../admin-url';

interface FromList {
  fromList?: boolean;
}

/**
 * Which view the dashboard shows, kept in the URL (see admin-url.ts). Opening a form pushes a history
 * entry, so Back returns to the list; leaving the form goes back to that entry when there is one.
 */
export function useAdminView() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useMemo(() => parseAdminView(params), [params]);
  const filters = useMemo(() => parseListFilters(params), [params]);
  const cameFromList = (location.state as FromList | null)?.fromList === true;

  const open = useCallback(
    (next: AdminView) => {
      navigate({ search: withAdminView(params, next).toString() }, { state: { fromList: true } });
      window.scrollTo(0, 0);
    },
    [navigate, params],
  );

  const backToList = useCallback(() => {
    if (cameFromList) navigate(-1);
    else navigate({ search: withAdminView(params, { kind: 'list' }).toString() }, { replace: true });
  }, [cameFromList, navigate, params]);

  const setFilters = useCallback(
    (change: Partial<AdminListFilters>) => {
      setParams((current) => withListFilters(current, change), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  return {
    view,
    filters,
    setFilters,
    openNew: useCallback(() => open({ kind: 'new' }), [open]),
    openEdit: useCallback((id: string) => open({ kind: 'edit', id }), [open]),
    backToList,
  };
}

export type AdminViewApi = ReturnType<typeof useAdminView>;
