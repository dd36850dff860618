import { pageChunkName } from '../../shared/build/src/page-chunk-name';
import { ROUTE_LIST, SET_PREFIX, type NamedRoute } from '../../shared/platform/src/routes/route-table';
import { remoteBase } from '../support/remote-builds';
import { apiRegister, expect, test } from '../support/fixtures';

/** A path of the route with parameters its rules accept (the HTML's preloads do not depend on what they name). */
function pathOf({ spec }: NamedRoute): string {
  const value = (param: string) => {
    const rule = spec.params?.find((candidate) => candidate.name === param);
    return ['7', 'sample-2026', 'google'].find((sample) => rule?.pattern.test(sample) ?? true) ?? param;
  };
  const path = spec.path.replace(/:(\w+)/g, (_, param: string) => value(param)).replace('*', 'x');
  return `${SET_PREFIX[spec.set]}${path ? `/${path}` : ''}`;
}

const REMOTE_ROUTES = ROUTE_LIST.filter(({ spec }) => spec.owner.kind === 'remote');

test('every route of a remote preloads its page chunk from the first response', async ({ request }) => {
  const customer = await apiRegister(request);
  const groupsOf = new Map<string, Promise<Record<string, string[]>>>();
  const groups = (remote: Parameters<typeof remoteBase>[1]) => {
    if (!groupsOf.has(remote)) {
      groupsOf.set(
        remote,
        remoteBase(request, remote).then(async (base) => (await request.get(`${base}/mf-chunk-groups.json`)).json()),
      );
    }
    return groupsOf.get(remote)!;
  };
  expect(REMOTE_ROUTES.length).toBeGreaterThan(20);
  const missing: string[] = [];
  for (const route of REMOTE_ROUTES) {
    if (route.spec.owner.kind !== 'remote') continue;
    const { remote, page } = route.spec.owner;
    const files = (await groups(remote))[pageChunkName(page)];
    if (!files?.length) {
      missing.push(`${route.name}: ${remote} built no chunk group ${pageChunkName(page)}`);
      continue;
    }
    const path = pathOf(route);
    // A login-required page is preloaded for a customer only (a visitor is sent to login).
    const html = await (await request.get(path, { headers: { cookie: `authorization=${customer.token}` } })).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(([, href]) =>
      new URL(href!).pathname.split('/').pop(),
    );
    for (const file of files) {
      if (!preloaded.includes(file.split('/').pop())) missing.push(`${route.name} (${path}): ${file} not preloaded`);
    }
  }
  expect(missing).toEqual([]);
});
