import { useCallback, useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';

interface FromList {
  fromList?: boolean;
}

/**
 * Opening an item of a list (a product's form, an order) pushes its page and carries the list's
 * filters along in the search (or the page's own search, e.g. the ticked products), so the browser's
 * Back returns to the list as it was.
 */
export function useOpenFromList() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (pathname: string, pageSearch: string = search) =>
      navigate({ pathname, search: pageSearch }, { state: { fromList: true } satisfies FromList }),
    [navigate, search],
  );
}

/**
 * Leaving an item's page for its list: back to the list's entry when the page was opened from it;
 * otherwise (a link, a reload) the list replaces the page, with the filters the page carried.
 */
export function useBackToList(listPath: string) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const cameFromList = (state as FromList | null)?.fromList === true;
  return useCallback(() => {
    if (cameFromList) navigate(-1);
    else navigate({ pathname: listPath, search }, { replace: true });
  }, [cameFromList, listPath, navigate, search]);
}

/**
 * Back from an item's page to the list at `listPath` (by the page's button or the browser): focus goes
 * to the list's heading, since the page's controls are gone. Called by a component that stays mounted
 * while its section moves between the list and its items.
 */
export function useFocusListOnReturn(listPath: string, headingId: string) {
  const onList = matchPath(listPath, useLocation().pathname) !== null;
  const wasOnList = useRef(onList);
  useEffect(() => {
    if (!wasOnList.current && onList) document.getElementById(headingId)?.focus();
    wasOnList.current = onList;
  }, [headingId, onList]);
}
