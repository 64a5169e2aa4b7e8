import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '../../shared/page-data';
import { productKeys } from '../lib/query-keys';

/**
 * Puts the data the server wrote into the page (src/shared/page-data.ts) into the query cache before the
 * first render, under the keys the screens ask for: the first render then draws the whole page at once.
 * The shop's list is kept under the server's own query, so it is only ever read for that same query.
 */
export function seedQueryCache(client: QueryClient, root: ParentNode = document): QueryClient {
  const block = root.querySelector(`#${PAGE_DATA_ID}`);
  if (!block?.textContent) return client;
  let data: PageData;
  try {
    data = JSON.parse(block.textContent) as PageData;
  } catch {
    return client;
  }
  if ('featured' in data) client.setQueryData(productKeys.featured, data.featured);
  if ('detail' in data) client.setQueryData(productKeys.detail(data.detail.product.id), data.detail);
  if ('list' in data)
    client.setQueryData(productKeys.list(data.list.query), { pages: [data.list.page], pageParams: [0] });
  return client;
}
