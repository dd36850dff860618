import { expect, type Page, type Route } from '@playwright/test';

/** The common texts a failed call is told with (shared/platform's common texts, English). */
export const FAILURE_TEXT = {
  failed: 'Submission failed, please try again',
  timeout: 'The store took too long to answer. Please try again.',
  offline: 'You seem to be offline. Check your connection and try again.',
} as const;

/**
 * How long a journey waits for a hung call to be told: the shared client gives up after 15 seconds (its default,
 * which no setting of the built store changes), plus room for a busy machine.
 */
export const HUNG_WAIT = 25_000;

/** A test that lets one call hang past the client's timeout needs this much more time than a usual one. */
export const HUNG_TEST_TIMEOUT = 90_000;

/** One way a call can fail, how to make it fail and how to make it work again, and what the store says then. */
export interface CallFailure {
  kind: 'server error' | 'hung' | 'offline';
  text: string;
  /** How long the store may take to tell it. */
  wait: number;
  fail(): Promise<void>;
  heal(): Promise<void>;
}

/** Answers a call as a failing server does. */
export const serverError = (route: Route) =>
  route.fulfill({ status: 500, json: { code: 500, msg: 'server error', data: { key: 'server_error' } } });
// Never answered: the request stays open until the client's timeout aborts it.
const hung = () => undefined;

/**
 * The three failures of issue 13 item 12 for the calls matching `url`: a 500, a call that never answers (past the
 * client's timeout) and the browser going offline, each undone by its `heal`. `kinds` picks some of them (a file
 * keeps to one hung call: each costs the client's whole timeout).
 */
export function callFailures(
  page: Page,
  url: string,
  kinds: readonly CallFailure['kind'][] = ['server error', 'hung', 'offline'],
): CallFailure[] {
  const all: CallFailure[] = [
    {
      kind: 'server error',
      text: FAILURE_TEXT.failed,
      wait: 10_000,
      fail: () => page.route(url, serverError),
      heal: () => page.unroute(url, serverError),
    },
    {
      kind: 'hung',
      text: FAILURE_TEXT.timeout,
      wait: HUNG_WAIT,
      fail: () => page.route(url, hung),
      heal: () => page.unroute(url, hung),
    },
    {
      kind: 'offline',
      text: FAILURE_TEXT.offline,
      wait: 10_000,
      fail: () => page.context().setOffline(true),
      heal: () => page.context().setOffline(false),
    },
  ];
  return all.filter((failure) => kinds.includes(failure.kind));
}

/**
 * Opens a page whose first read of `url` answers 500: the page says so in place of its content, with the header
 * around it, and once the server is back its "Try again" reads it.
 */
export async function failFirstRead(page: Page, url: string, open: () => Promise<unknown>): Promise<void> {
  const main = page.getByRole('main');
  await page.route(url, serverError);
  await open();
  await expect(main.getByText('This page could not be loaded.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.unroute(url, serverError);
  await main.getByRole('button', { name: 'Try again' }).click();
}
