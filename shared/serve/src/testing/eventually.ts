export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds, or throws after `ms` (a client reconnecting, writes landing, on their own clock). */
export async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await wait(10)) if (await check()) return;
  throw new Error(`not within ${ms} ms`);
}
