// First: before any module creates a zod schema (see zod-config.ts).
import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// Rendered as a transition, which React splits into short tasks: on a slow phone the first render then
// never blocks a tap for long (Lighthouse's total blocking time), while the splash still covers it.
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  ),
);
