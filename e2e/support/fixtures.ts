import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface ShopFixtures {
  /** An axe scan of the current page against WCAG 2.0-2.2 A and AA rules. */
  makeAxeBuilder: () => AxeBuilder;
  /** Uncaught errors thrown in the page during the test; assert on it where a page must run clean. */
  pageErrors: Error[];
  /** This run's server data folder (fresh per run): uploads, outbox/*.eml. */
  dataDir: string;
}

export const test = base.extend<ShopFixtures>({
  makeAxeBuilder: async ({ page }, use) => {
    await use(() =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']),
    );
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern.
  dataDir: async ({}, use) => {
    const dir = process.env.E2E_DATA_DIR;
    if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
    await use(dir);
  },
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
