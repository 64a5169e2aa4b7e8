// First: before any module creates a zod schema (see zod-config.ts).
import './lib/zod-config';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './lib/query-client';
import { HYDRATION_START_MARK } from './lib/hydration';
import { currentQueries, readPageData } from './lib/page-data';
import { AppRoutes, preloadScreen } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

const pageData = readPageData();
if (pageData && container.firstElementChild) {
  // The server drew this page with the app's components (entry-server.tsx): the app takes over that HTML
  // with the data it was drawn from, once the screen's code is here (so nothing is drawn twice).
  hydrate(queryClient, currentQueries(pageData.queries));
  void preloadScreen(window.location.pathname).finally(() => {
    performance.mark(HYDRATION_START_MARK);
    // As a transition, React hydrates in short tasks (a plain hydrateRoot is one long task): on a slow
    // phone a tap is never blocked for long (Lighthouse's total blocking time). The tree must be exactly
    // the server's (entry-server.tsx): a node more or less moves every useId.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  const root = createRoot(container);
  // Rendered as a transition, which React splits into short tasks: on a slow phone the first render then
  // never blocks a tap for long (Lighthouse's total blocking time), while the splash still covers it.
  startTransition(() => root.render(app));
}
