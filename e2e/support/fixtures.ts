import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createVerifiedAccount, type Account } from '../helpers/accounts';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface ShopFixtures {
  /** An axe scan of the current page against WCAG 2.0-2.2 A and AA rules. */
  makeAxeBuilder: () => AxeBuilder;
  /** Uncaught errors thrown in the page during the test; assert on it where a page must run clean. */
  pageErrors: Error[];
  /** This run's server data folder (fresh per run): uploads, mailbox/*.eml (the SMTP server's mail). */
  dataDir: string;
  /** The run's admin account (made by scripts/e2e-server.mjs with scripts/create-admin.ts). */
  admin: Account;
  /**
   * Automatic: a console error or an uncaught error on a page the server draws with the app's components
   * (`/`, `/shop`, `/product/{id}`) fails the test; a hydration mismatch is reported that way.
   */
  drawnPagesRunClean: void;
}

export interface ShopWorkerFixtures {
  /**
   * A verified customer shared by the tests of one worker (sign-ups are rate limited per address):
   * tests may sign it in and out but must not change its password.
   */
  verifiedCustomer: Account;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
}

/** An axe scan of any page (a second browser context's too) against WCAG 2.0-2.2 A and AA rules. */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22a',
    'wcag22aa',
  ]);
}

export const test = base.extend<ShopFixtures, ShopWorkerFixtures>({
  makeAxeBuilder: async ({ page }, use) => {
    await use(() => axeBuilder(page));
  },
  drawnPagesRunClean: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const drawn = () => /^\/(shop|product\/[^/]+)?$/.test(new URL(page.url()).pathname);
      page.on('console', (message) => {
        // The browser's own line for an answer with an error status (a 404 page) is not the app's.
        if (message.type() === 'error' && drawn() && !message.text().startsWith('Failed to load resource'))
          problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (drawn()) problems.push(`${page.url()}: ${error.message}`);
      });
      await use();
      expect(problems, 'console errors on the pages the server draws').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
  dataDir: async ({}, use) => {
    await use(requiredEnv('E2E_DATA_DIR'));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
  admin: async ({}, use) => {
    await use({
      name: 'E2E Admin',
      email: requiredEnv('E2E_ADMIN_EMAIL'),
      password: requiredEnv('E2E_ADMIN_PASSWORD'),
    });
  },
  verifiedCustomer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
    async ({}, use, workerInfo) => {
      await use(await createVerifiedAccount(requiredEnv('E2E_DATA_DIR'), `worker${workerInfo.workerIndex}`));
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** The violations axe rates serious or critical, in a form that prints readably when an assertion fails. */
export function seriousViolations(results: AxeResults): { id: string; impact: string; targets: string[] }[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export { expect };
