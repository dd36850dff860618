import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startSharingFleet, type SharingShell } from '../support/sharing-shells';

// Decision 053: a backend blip under load costs no shopper and no crawler a page. Two shell servers share their
// pages in Redis; their backend fails the product call, or every call, for 3 s while visitors load products kept
// before (served stale on error, here and in Redis) and a product never kept (sent for the browser, never a kept
// skeleton).

const STATE = 'id="shop-server-state"';
const KEPT = ['/pc/product/1', '/pc/product/2', '/pc/product/3', '/pc/product/4'];
/** Asked for the first time once the backend fails. */
const NEVER_KEPT = '/pc/product/5';
/** Fresh for one second: every kept page goes stale, and is refreshed, while the backend fails. */
const FRESH_MS = 1_000;
const FAULT_MS = 3_000;
/** Once the backend answers again, how long a page not kept before may still go out for the browser. */
const RECOVERY_MS = 8_000;

interface Answer {
  path: string;
  /** The phase the request was sent in, and the one it was answered in. */
  at: 'before' | 'fault' | 'after';
  done: Answer['at'];
  since: number;
  status: number;
  outcome?: string;
  rendered: boolean;
  skeleton: boolean;
  title: string;
}

async function answerOf(request: APIRequestContext, shell: SharingShell, path: string) {
  const response = await request.get(`${shell.baseURL}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return {
    status: response.status(),
    outcome: response.headers()['x-shop-render'],
    rendered: html.includes(STATE),
    // The product's loading state and what it says to crawlers: neither may go out as a page.
    skeleton:
      html.includes('Loading product') || /noindex/.test(html) || response.headers()['x-robots-tag'] !== undefined,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
  };
}

/** The blips: the product call answering 503 (issue 44's reproduction), and every call of the backend failing. */
const BLIPS = [
  { name: 'the product call fails', failing: /^\/shop-api\/product\/detail/ },
  { name: 'every call fails', failing: /^\// },
];

test.describe('the render cache through a backend blip @local', () => {
  for (const blip of BLIPS) {
    test(`${blip.name}: kept products are served throughout, no skeleton nor noindex goes out, pages whole again soon after`, async ({
      request,
      devURL,
    }) => {
      test.setTimeout(120_000);
      const fleet = await startSharingFleet(request, devURL, { SHOP_RENDER_CACHE_FRESH_MS: String(FRESH_MS) });
      try {
        const [one, two] = fleet.shells as [SharingShell, SharingShell];
        // Kept before the blip, by shell one; shell two has them from Redis only.
        const titles = new Map<string, string>();
        for (const path of KEPT) {
          await expect.poll(async () => (await answerOf(request, one, path)).outcome, { timeout: 15_000 }).toBe('hit');
          titles.set(path, (await answerOf(request, one, path)).title);
        }

        const answers: Answer[] = [];
        let phase: Answer['at'] = 'before';
        let phaseFrom = Date.now();
        const next = (at: Answer['at']) => {
          phase = at;
          phaseFrom = Date.now();
        };
        let running = true;
        const visitor = async (n: number) => {
          for (let i = 0; running; i += 1) {
            // One visitor asks for the product never kept, from the blip on; the others for the kept ones.
            const path = n === 0 && phase !== 'before' ? NEVER_KEPT : (KEPT[(i + n) % KEPT.length] as string);
            const at = phase;
            const since = Date.now() - phaseFrom;
            const answer = await answerOf(request, (i + n) % 2 === 0 ? one : two, path);
            answers.push({ path, at, since, ...answer, done: phase });
          }
        };
        const visitors = Promise.all(Array.from({ length: 8 }, (_, n) => visitor(n)));
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        fleet.failBackend(blip.failing);
        next('fault');
        await new Promise((resolve) => setTimeout(resolve, FAULT_MS));
        fleet.failBackend(null);
        next('after');
        await new Promise((resolve) => setTimeout(resolve, RECOVERY_MS + 2_000));
        running = false;
        await visitors;

        const during = answers.filter((answer) => answer.at === 'fault');
        const counts = ['before', 'fault', 'after'].map((at) => `${at}: ${answers.filter((a) => a.at === at).length}`);
        test.info().annotations.push({ type: 'answers', description: counts.join(', ') });
        // At least a round of every visitor while the backend failed (this machine's load sets how many more).
        expect(during.filter((a) => a.path !== NEVER_KEPT).length).toBeGreaterThanOrEqual(7);
        expect(during.filter((a) => a.path === NEVER_KEPT).length).toBeGreaterThanOrEqual(1);
        // Every answer a page, none a skeleton or a noindex, at any time.
        for (const answer of answers) {
          expect(answer, JSON.stringify(answer)).toMatchObject({ status: 200, skeleton: false });
        }
        // The products kept before: their good page, throughout (hit or stale, drawn on the server, same title).
        for (const answer of answers.filter((a) => a.path !== NEVER_KEPT)) {
          expect(answer, JSON.stringify(answer)).toMatchObject({ rendered: true, title: titles.get(answer.path) });
          expect(['hit', 'stale']).toContain(answer.outcome);
        }
        // The product never kept: sent for the browser while the backend failed, then drawn on the server again.
        expect(during.filter((a) => a.path === NEVER_KEPT && a.done === 'fault' && a.rendered)).toEqual([]);
        const lateForBrowser = answers.filter(
          (a) => a.at === 'after' && a.path === NEVER_KEPT && !a.rendered && a.since > RECOVERY_MS,
        );
        expect(lateForBrowser).toEqual([]);
        expect(answers.some((a) => a.at === 'after' && a.path === NEVER_KEPT && a.rendered)).toBe(true);
      } finally {
        await fleet.stop();
      }
    });
  }
});
