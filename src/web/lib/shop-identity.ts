import { useContext, useEffect, useSyncExternalStore } from 'react';
import { SHOP, SHOP_IDENTITY_ELEMENT_ID, isShopIdentity, type ShopIdentity } from '../../shared/shop';
import { shopRoutes } from '../../shared/api-routes-shop';
import { api } from './api-client';
import { ServerPageContext } from './page-data';

/**
 * The shop's identity as the page the server sent carries it (a JSON block beside the meta tags), so the
 * header and footer draw the seller's numbers at once, with no request; undefined on a page without it
 * (the development server's).
 */
function identityInPage(): ShopIdentity | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(SHOP_IDENTITY_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  try {
    const identity: unknown = JSON.parse(block.textContent);
    return isShopIdentity(identity) ? identity : undefined;
  } catch {
    return undefined;
  }
}

/** What shows while a page without the block asks for it: the name, and no number yet. */
const PENDING: ShopIdentity = {
  name: SHOP.name,
  whatsapp: '',
  chatPhones: [],
  email: '',
  address: '',
  hours: [],
};
/** A shopper back on the tab after this long asks again (~400 bytes), in case the owner changed them. */
const FRESH_MS = 60_000;

const fromPage = identityInPage();
let current: ShopIdentity = fromPage ?? PENDING;
let readAt = fromPage ? Date.now() : 0;
let asking: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Asks the server for the identity again (GET /api/shop); every component drawing it follows. */
export function refreshShopIdentity(): Promise<void> {
  asking ??= api(shopRoutes.shopIdentity)
    .then((body) => {
      // A body unlike the schema (a proxy's page, an older server) leaves the identity as it is.
      if (!isShopIdentity(body)) return;
      current = body;
      readAt = Date.now();
      for (const listener of listeners) listener();
    })
    // Offline or refused: the identity the page came with stays.
    .catch(() => {})
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

function onVisible() {
  if (document.visibilityState === 'visible' && Date.now() - readAt > FRESH_MS) void refreshShopIdentity();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisible);
  };
}

const snapshot = () => current;

/**
 * The seller's name, WhatsApp numbers, email, address and hours (the business details the owner
 * edits, decision 038): read from the page first; asked for again when a shopper comes back to the tab
 * after a minute, and at once in the tab of an owner who saved them (`refreshShopIdentity`).
 */
export function useShopIdentity(): ShopIdentity {
  // On the server, the identity the page is drawn with; in the browser, the page's block.
  const server = useContext(ServerPageContext)?.identity;
  const identity = useSyncExternalStore(subscribe, snapshot, () => server ?? current);
  useEffect(() => {
    if (readAt === 0) void refreshShopIdentity();
  }, []);
  return identity;
}
