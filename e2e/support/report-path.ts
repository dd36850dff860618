import type { FullResult, Reporter } from '@playwright/test/reporter';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the HTML report is written (playwright.config.ts), relative to the e2e folder. */
export const HTML_REPORT_DIR = 'playwright-report';

/**
 * Prints, at the end of a run, where the HTML report is and how to open it, and where the traces and screenshots
 * of the failed journeys are.
 */
export default class ReportPath implements Reporter {
  onEnd(result: FullResult): void {
    const report = path.resolve(__dirname, '..', HTML_REPORT_DIR);
    if (!existsSync(report)) return;
    console.log(`\n[e2e] ${result.status}: HTML report in ${report}/index.html`);
    console.log(`[e2e] open it with: cd e2e && npx playwright show-report ${HTML_REPORT_DIR}`);
    if (result.status !== 'passed') {
      console.log(
        `[e2e] traces and screenshots of the failed journeys: ${path.resolve(__dirname, '..', 'test-results')}`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
