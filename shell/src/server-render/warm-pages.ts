import type { RemoteName } from '@shop/platform';
import type { WarmPage } from '@shop/serve';
import { serverEntryOf, type LoadServerRemote } from './remote-servers';

// A desktop browser's and a phone's user agents, as `detectDevice` tells them apart.
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const LANGUAGES = ['en-US,en;q=0.9', 'vi-VN,vi;q=0.9'];

/**
 * Where first visits land: the root and each device's home, on a desktop and a phone, in both languages. Products
 * are too many to render ahead; their code is loaded with every other page's (`loadEveryPage`).
 */
export const FRONT_DOORS: readonly WarmPage[] = [
  ...[
    { url: '/', userAgent: DESKTOP },
    { url: '/pc', userAgent: DESKTOP },
    { url: '/', userAgent: PHONE },
    { url: '/mobile', userAgent: PHONE },
  ].flatMap((door) => LANGUAGES.map((acceptLanguage) => ({ ...door, acceptLanguage }))),
];

/**
 * Loads the server build of every remote in `remotes` (a canary's too: `name:canary`) and every page of each, so no
 * first page waits for code. A remote that fails is left to its first page, which renders in the browser.
 */
export async function loadEveryPage(load: LoadServerRemote, remotes: Readonly<Record<string, string>>): Promise<void> {
  const loads = Object.entries(remotes).map(async ([key, address]) => {
    const entry = serverEntryOf(address);
    if (!entry) return;
    const remote = await load(key.split(':')[0] as RemoteName, entry);
    await Promise.all(Object.values(remote.load ?? {}).map((page) => page()));
  });
  const failed = (await Promise.allSettled(loads)).find(
    (settled): settled is PromiseRejectedResult => settled.status === 'rejected',
  );
  if (failed) throw failed.reason;
}
