import { writeFileSync } from 'node:fs';
import type { NamedRoute } from '../../shared/platform/src/routes/route-table';
import { expect, test } from '../support/fixtures';
import { checkLayout, type LayoutFinding } from '../support/layout-check';
import { LAYOUT_WIDTHS, mobileUserAgent } from '../support/layout-widths';
import { openRoute, openRouteSession, REMOTE_ROUTES, SHELL_ROUTES, type RouteSession } from '../support/route-walk';

// The layout check (support/layout-check.ts) on every route of the route table, at a small phone, an iPhone and
// two upright tablets (768 and 820 px): no sideways scrolling, no overlapping text, tap targets of 24 x 24 px, a header that leaves
// most of the first screen to the page. One page per route per width, in one signed-in context per width.
const WIDTHS = LAYOUT_WIDTHS;

/** Loads a route as its customer and checks it once it has settled (data loaded, no skeleton left). */
async function layoutOf(session: RouteSession, route: NamedRoute, baseURL: string) {
  const path = await openRoute(session, route, baseURL);
  return { path, report: await checkLayout(session.page), errors: [...session.errors] };
}

const show = (findings: LayoutFinding[]) => findings.map((finding) => `${finding.check}: ${finding.detail}`);

for (const { width, height } of WIDTHS) {
  test.describe(`layout at ${width} px`, () => {
    let session: RouteSession;
    test.beforeAll(async ({ browser, baseURL }) => {
      session = await openRouteSession(browser, baseURL!, {
        viewport: { width, height },
        isMobile: true,
        hasTouch: true,
        userAgent: mobileUserAgent(width),
      });
    });
    test.afterAll(async () => {
      await session.context.close();
    });

    for (const [label, routes] of [
      ['the shell’s routes', SHELL_ROUTES],
      ['the remotes’ routes', REMOTE_ROUTES],
    ] as const) {
      test(`${label}: no sideways scroll, no overlapping text, 24 px targets, a small header, no console error @seed`, async ({
        baseURL,
      }) => {
        test.setTimeout(routes.length * 15_000);
        const measured: Record<string, unknown>[] = [];
        for (const route of routes) {
          const { path, report, errors } = await layoutOf(session, route, baseURL!);
          measured.push({
            route: route.name,
            path,
            header: report.headerHeight,
            width: report.documentWidth,
            findings: show(report.findings),
          });
          expect.soft(show(report.findings), `${route.name} (${path}) at ${width}x${height}`).toEqual([]);
          // A full load of every route logs nothing as an error (a missing favicon, a failed preload, ...).
          expect.soft(errors, `console errors of ${route.name} (${path})`).toEqual([]);
        }
        // What was measured, kept in test-results/ (the header's height, the document's width, each finding).
        writeFileSync(test.info().outputPath(`layout-${width}.json`), JSON.stringify(measured, null, 2));
      });
    }
  });
}
