import type { FullConfig } from '@playwright/test';

/**
 * Runs after the web server answers /api/health: checks that the demo catalogue was seeded, so a broken
 * seed fails once with a clear message instead of in every test, and warms the server's caches.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  const response = await fetch(`${baseURL}/api/products?limit=1`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}; is the server healthy?`);
  const body = (await response.json()) as { total?: number };
  if (!body.total)
    throw new Error('The end-to-end server has an empty catalogue: the demo seed did not run.');
  await fetch(`${baseURL}/`).catch(() => undefined);
}
