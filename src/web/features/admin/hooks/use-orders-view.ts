import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  parseOrderFilters,
  parseOrdersView,
  withOrderFilters,
  withOrdersView,
  type OrderFilters,
} from '../admin-sections-url';

interface FromList {
  fromOrders?: boolean;
}

/**
 * The orders section's list or one order, kept in the URL (see admin-sections-url.ts). Opening an order
 * pushes a history entry, so the browser's Back returns to the list; "Back to orders" goes back to that
 * entry when there is one, and otherwise replaces the page with the list.
 */
export function useOrdersView() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useMemo(() => parseOrdersView(params), [params]);
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const cameFromList = (location.state as FromList | null)?.fromOrders === true;

  const openOrder = useCallback(
    (reference: string) => {
      navigate(
        { search: withOrdersView(params, { kind: 'detail', reference }).toString() },
        { state: { fromOrders: true } },
      );
      window.scrollTo(0, 0);
    },
    [navigate, params],
  );

  const backToOrders = useCallback(() => {
    if (cameFromList) navigate(-1);
    else navigate({ search: withOrdersView(params, { kind: 'list' }).toString() }, { replace: true });
  }, [cameFromList, navigate, params]);

  const setFilters = useCallback(
    (change: Partial<OrderFilters>) => {
      setParams((current) => withOrderFilters(current, change), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  return { view, filters, setFilters, openOrder, backToOrders };
}
