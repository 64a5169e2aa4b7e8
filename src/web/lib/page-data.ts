import { createContext, useContext } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { ShopIdentity } from '../../shared/shop';

/** The id of the JSON block in which the server hands its page's data to the app. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * What the server drew a page from: the shop's public address (links shared from the page) and the
 * queries it answered (the app starts with them and asks for none of them again).
 */
export interface PageData {
  origin: string;
  queries: DehydratedState;
}

/** The page's data block, once; undefined on a page the server sent empty. */
export function readPageData(): PageData | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as PageData;
  } catch {
    return undefined;
  }
}

/**
 * The page's queries as current now: the server keeps a drawn page only while the data it was drawn from
 * holds (a catalogue change drops it), so its data is as fresh as the page, however long ago it was drawn.
 */
export function currentQueries(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/** What a render on the server knows that a browser reads from its page: the identity and the address. */
export interface ServerPage {
  identity: ShopIdentity;
  origin: string;
}

export const ServerPageContext = createContext<ServerPage | undefined>(undefined);

const pageOrigin = readPageData()?.origin;

/**
 * The shop's address for links a shopper shares (a product's page): the one the server drew the page
 * with, so the browser's first render matches it, else this window's.
 */
export function useSiteOrigin(): string {
  const server = useContext(ServerPageContext);
  return server?.origin ?? pageOrigin ?? window.location.origin;
}
