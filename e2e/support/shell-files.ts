import type { APIRequestContext, Page, Route } from '@playwright/test';

/**
 * A file of the shell's build by its chunk name (`shell-bootstrap`, `shell-page-login`, `shell-texts-vi`): the
 * content hash varies with every build, so any hash matches, and only on the store's own origin (a remote's chunk of
 * the same name is not the shell's).
 */
export function shellChunk(baseURL: string, chunk: string): (url: URL) => boolean {
  const { origin } = new URL(baseURL);
  const file = new RegExp(`^/${chunk}\\.[0-9a-f]{8}\\.js$`);
  return (url) => url.origin === origin && file.test(url.pathname);
}

/**
 * The shell's boot file (one its page preloads, decision 024) that holds `source` (a path inside the workspace,
 * as its source map names it): the store's own page and source maps say which file it is, whatever the build.
 */
export async function bootFileWith(request: APIRequestContext, source: string): Promise<string> {
  const html = await (await request.get('/pc')).text();
  const files = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?(\/[\w.-]+\.js)"?/g)].map(
    (match) => match[1]!,
  );
  for (const file of files) {
    const map = await request.get(`${file}.map`);
    if (!map.ok()) continue;
    const { sources } = (await map.json()) as { sources: string[] };
    if (sources.some((name) => name.endsWith(`/${source}`))) return file.slice(1);
  }
  throw new Error(`no boot file of the shell holds ${source} (looked at ${files.join(', ')})`);
}

export interface FailingFile {
  /** Requests for the file so far, failed or not. */
  requests(): number;
  /** The file is back: later requests get it. */
  heal(): Promise<void>;
}

/**
 * The file answers 404 to its first `times` requests (a CDN edge hiccup, a half-finished upload), or to every request
 * until healed; the others reach the store as usual.
 */
export async function failFile(
  page: Page,
  matches: (url: URL) => boolean,
  times: number = Number.POSITIVE_INFINITY,
): Promise<FailingFile> {
  let requests = 0;
  let healed = false;
  const handler = (route: Route) => {
    requests += 1;
    if (healed || requests > times) return route.continue();
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  };
  await page.route(matches, handler);
  return {
    requests: () => requests,
    heal: async () => {
      healed = true;
      await page.unroute(matches, handler);
    },
  };
}
