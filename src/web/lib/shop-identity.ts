import { useQuery } from '@tanstack/react-query';
import { SHOP, SHOP_IDENTITY_ELEMENT_ID, shopIdentitySchema, type ShopIdentity } from '../../shared/shop';
import { apiFetch } from './api-client';
import { shopKeys } from './query-keys';

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
    const parsed = shopIdentitySchema.safeParse(JSON.parse(block.textContent));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What shows while a page without the block asks for it: the name, and no number yet. */
const PENDING: ShopIdentity = { name: SHOP.name, whatsapp: '', chatPhones: [], email: '', address: '', hours: [] };

const loadedAt = Date.now();
const fromPage = identityInPage();

/**
 * The seller's name, WhatsApp numbers, email, address and hours (the business details the owner
 * edits). Read from the page first; asked for again (`GET /api/shop`, ~400 bytes) when a shopper comes
 * back to the tab after a minute, and at once in the tab of an owner who saved them.
 */
export function useShopIdentity(): ShopIdentity {
  const query = useQuery({
    queryKey: shopKeys.identity,
    queryFn: ({ signal }) => apiFetch<ShopIdentity>('/api/shop', { signal }),
    initialData: fromPage,
    initialDataUpdatedAt: loadedAt,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  return query.data ?? PENDING;
}
