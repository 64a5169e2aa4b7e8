// First: before any module creates a zod schema (see lib/zod-config.ts).
import './lib/zod-config';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ShopIdentity } from '../shared/shop';
import { AppProviders } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { PAGE_DATA_ELEMENT_ID, ServerPageContext, type PageData } from './lib/page-data';
import { AppRoutes, preloadScreen } from './router';
import { loadPageQueries, type PageSources } from './ssr/page-queries';

export type { PageSources } from './ssr/page-queries';

export interface RenderedPage {
  /** The app's HTML, for inside #root. */
  html: string;
  /** The JSON block with the page's data (PageData), for after #root. */
  data: string;
  status: number;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString();
  return html;
}

/** `<` escaped, so no text of the catalogue can close the block. */
const jsonBlock = (data: PageData) =>
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * A storefront page drawn by the app's own components, as the browser will draw it on its first render
 * (which then hydrates this HTML): every screen's data comes from the catalogue in memory, and the same
 * data goes with the page, so the app asks for none of it again.
 */
export async function renderPage(input: {
  url: string;
  origin: string;
  identity: ShopIdentity;
  sources: PageSources;
}): Promise<RenderedPage> {
  const url = new URL(input.url, input.origin);
  const queryClient: QueryClient = createQueryClient();
  const [status] = await Promise.all([
    loadPageQueries(queryClient, url, input.sources),
    preloadScreen(url.pathname),
  ]);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerPageContext value={{ identity: input.identity, origin: input.origin }}>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppProviders queryClient={queryClient}>
            <AppRoutes />
          </AppProviders>
        </StaticRouter>
      </ServerPageContext>
    </StrictMode>,
    // In one piece, in order: the page runs no script of React's own (the CSP allows none), and a phone
    // paints it as it arrives.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return { html, data: jsonBlock({ origin: input.origin, queries }), status };
}
