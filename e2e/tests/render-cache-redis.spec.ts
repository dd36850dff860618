import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startSharingFleet, type SharingShell } from '../support/sharing-shells';

// Decision 045: the shell servers of a fleet share their rendered pages in Redis, and a Redis that goes away
// costs no page.

const STATE = 'id="shop-server-state"';
const PRODUCT = '/pc/product/2';
// Not a front door: those are rendered by each server's warm-up (decision 048) before the journey asks.
const HOME = '/pc?page=2';
/** How long a page waits for Redis at most (SHOP_RENDER_CACHE_REDIS_TIMEOUT_MS, the default). */
const REDIS_TIMEOUT_MS = 50;
/**
 * What a kept page may take in this journey, whatever Redis does: the shells share two cores with the runner, the
 * other worker and whatever else runs, so this is a loose bound (the journeys' render budget); what a page waits
 * for Redis is REDIS_TIMEOUT_MS at most, which the unit tests time (shared/serve/src/rendering/redis-pages.test.ts).
 */
const KEPT_PAGE_MS = 3_000;

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

/** A page of one shell server, as a browser asks for it, with what the render cache did and how long it took. */
async function pageOf(request: APIRequestContext, shell: SharingShell, url: string) {
  const started = Date.now();
  const response = await request.get(`${shell.baseURL}${url}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  return { response, html, ms: Date.now() - started, outcome: response.headers()['x-shop-render'] };
}

/** Renders `url` on `shell` and waits until it keeps it (the first render may miss its budget while the remote's server build loads). */
async function renderedOn(request: APIRequestContext, shell: SharingShell, url: string) {
  const first = await pageOf(request, shell, url);
  expect(first.response.status()).toBe(200);
  expect(first.outcome).toBe('miss');
  await expect.poll(async () => (await pageOf(request, shell, url)).outcome, { timeout: 15_000 }).toBe('hit');
}

test.describe('rendered pages shared by two shell servers through Redis @local', () => {
  test('a page one renders the other serves as a hit, and a Redis killed mid-run fails no page', async ({
    request,
    devURL,
  }) => {
    test.setTimeout(120_000);
    const fleet = await startSharingFleet(request, devURL, {
      SHOP_RENDER_CACHE_REDIS_TIMEOUT_MS: String(REDIS_TIMEOUT_MS),
    });
    const { redis } = fleet;
    try {
      const [one, two] = fleet.shells as [SharingShell, SharingShell];

      // Shell 1 renders the product and home; shell 2 serves both without rendering: it calls the backend not once.
      await renderedOn(request, one, PRODUCT);
      await renderedOn(request, one, HOME);
      expect(one.backendCalls()).toBeGreaterThan(0);
      const onOne = await pageOf(request, one, PRODUCT);
      const onTwo = await pageOf(request, two, PRODUCT);
      expect([onOne.outcome, onTwo.outcome]).toEqual(['hit', 'hit']);
      expect((await pageOf(request, two, HOME)).outcome).toBe('hit');
      expect(two.backendCalls()).toBe(0);
      // The same page, each answer with its own nonce in its CSP and in every inline script.
      expect(onTwo.html).toContain(STATE);
      const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '').replace(/"signalsToken":"[^"]*"/, '');
      expect(strip(onTwo.html)).toBe(strip(onOne.html));
      const nonces = [onOne, onTwo].map(({ response }) => nonceOf(response));
      expect(nonces[0]).toBeTruthy();
      expect(nonces[1]).not.toBe(nonces[0]);
      for (const [i, { html }] of [onOne, onTwo].entries()) {
        for (const [, nonce] of html.matchAll(/<script[^>]* nonce="([^"]*)"/g)) expect(nonce).toBe(nonces[i]);
      }

      // Many requests, eight at a time over both shells and both pages; Redis is killed after the first hundred.
      const answers: { status: number; outcome?: string; ms: number; rendered: boolean; afterKill: boolean }[] = [];
      let killed = false;
      let sent = 0;
      const TOTAL = 400;
      const worker = async () => {
        while (sent < TOTAL) {
          const n = (sent += 1);
          if (n === 100) await redis.kill().then(() => (killed = true));
          const afterKill = killed;
          const shell = n % 2 === 0 ? one : two;
          const { response, html, ms, outcome } = await pageOf(request, shell, n % 3 === 0 ? HOME : PRODUCT);
          answers.push({ status: response.status(), outcome, ms, rendered: html.includes(STATE), afterKill });
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(answers).toHaveLength(TOTAL);
      expect(answers.filter((answer) => answer.afterKill).length).toBeGreaterThan(250);
      const timings = [false, true]
        .map((after) => {
          const ms = answers.filter((a) => a.afterKill === after).map((a) => a.ms);
          ms.sort((x, y) => x - y);
          const at = (share: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * share))];
          return `${after ? 'after Redis was killed' : 'with Redis'}: ${ms.length} pages, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
        })
        .join('; ');
      test.info().annotations.push({ type: 'timings', description: timings });
      console.log(`[render-cache-redis] ${timings}`);
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 200, rendered: true });
        expect(['hit', 'stale']).toContain(answer.outcome);
        expect(answer.ms, timings).toBeLessThan(KEPT_PAGE_MS);
      }

      // Without Redis a page neither kept here nor anywhere is rendered and kept in process.
      const alone = '/pc/product/1';
      await renderedOn(request, two, alone);
      const beforeOne = one.backendCalls();
      await renderedOn(request, one, alone);
      expect(one.backendCalls()).toBeGreaterThan(beforeOne);

      // Redis back (empty): the shells reconnect by themselves and share pages again.
      await redis.restart();
      await expect
        .poll(
          async () => {
            const url = `/pc/product/3?after-restart=${Date.now()}`;
            await renderedOn(request, one, url);
            const calls = two.backendCalls();
            const { outcome } = await pageOf(request, two, url);
            return outcome === 'hit' && two.backendCalls() === calls;
          },
          { timeout: 30_000, intervals: [500] },
        )
        .toBe(true);
    } finally {
      await fleet.stop();
    }
  });
});
