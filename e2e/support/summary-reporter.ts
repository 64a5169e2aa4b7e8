import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Prints one closing line, 'e2e: N passed, N failed, N skipped', after the list reporter, and writes the
 * counts as JSON to $TEST_SUMMARY_DIR/e2e.json when that is set (`npm test` reads it).
 */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'skipped') skipped++;
      else failed++;
    }
    // A run that ended early (global setup or the server failed) counts as failed even with no test run.
    if (result.status !== 'passed' && failed === 0) failed = 1;
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    const dir = process.env.TEST_SUMMARY_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'e2e.json'),
        JSON.stringify({ passed, failed, skipped, status: result.status }),
      );
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
