import { expect, test } from '../support/fixtures';
import { nginxInstallCheck } from '../support/nginx-install';
import { startNginxStore } from '../support/nginx-store';
import { convergedOn, followingShells } from '../support/release-environment';
import { prepareReleaseRegistry, startWithCatalogue } from '../support/release-harness';
import { shopperPage } from '../support/shopper-page';

// Issue 44, hole 2: shoppers a stranger invents. Reproduced before: five GETs of /runtime-config.json with made-up
// `shop_bucket` cookies, one error beacon each, ended a good canary in 14 s. The production topology (nginx in front
// of a shell server that follows the registry, which judges its canary every second), started here (@local).
const missing = nginxInstallCheck();
if (missing) console.log(`[e2e] signals-attack.spec.ts skipped: ${missing}`);
test.skip(missing !== null, missing ?? '');

const LIVE = 'attack-live';
const CANARY = 'attack-canary';

test(
  'invented shoppers get no token and count for nothing; a network past its burst of new ids neither; a real shopper does',
  { tag: '@local' },
  async () => {
    test.setTimeout(180_000);
    const registry = await prepareReleaseRegistry();
    const store = await startNginxStore({
      // The store's own figures: 20 new shopper ids per client network at once (decision 056).
      shellEnv: ({ cdnURL }) => ({ ...followingShells(registry, cdnURL), SHOP_NEW_SHOPPERS_BURST: '20' }),
    });
    try {
      // A good canary for half the shoppers, judged as the reproduction's was (`--min-shoppers 5`), by way of the JSON
      // document --init imports: the signals, not the release, are what this journey is about.
      const manifest = (build: string) => `${store.cdnURL}/mf_catalog/${build}/mf-manifest.json`;
      const policy = { marginPct: 5, windowS: 300, minShoppers: 5, failuresInRow: 1, since: new Date().toISOString() };
      await startWithCatalogue(
        registry,
        {
          live: { build: LIVE, manifest: manifest(LIVE) },
          canary: { build: CANARY, manifest: manifest(CANARY), share: 50, policy },
        },
        { RELEASE_ALLOWED_ORIGINS: store.cdnURL, RELEASE_STORE_URL: store.baseURL },
      );
      await convergedOn(store, CANARY, 3);

      const errorBeacon = (token: string | undefined, address: string) =>
        fetch(`${store.baseURL}/shop-signals`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'x-forwarded-for': address },
          body: JSON.stringify({ t: token, s: [{ k: 'render-error', r: 'mf_catalog', n: 'page' }] }),
        });

      // The attack: five made-up shoppers in the canary's buckets, each with an error, from one address.
      for (let n = 0; n < 5; n += 1) {
        const config = (await (
          await fetch(`${store.baseURL}/runtime-config.json`, {
            headers: { cookie: `shop_bucket=${n}.invented-${n}`, 'x-forwarded-for': '192.0.2.66' },
          })
        ).json()) as { builds: Record<string, string>; signalsToken?: string };
        expect(config.builds.mf_catalog).toBe(CANARY);
        expect(config.signalsToken).toBeUndefined();
        expect((await errorBeacon(config.signalsToken, '192.0.2.66')).status).toBe(204);
      }

      // Page documents, which do issue ids: from one network, 20 newcomers get an id and a token, the 21st its page
      // but neither, and its error beacon counts for nothing.
      const newcomers = [];
      for (let n = 1; n <= 21; n += 1) {
        newcomers.push(
          await shopperPage(store.baseURL, { cookie: 'shop_bucket=7', 'x-forwarded-for': `198.51.100.${n}` }),
        );
      }
      expect(newcomers.every((page) => page.status === 200 && page.config.builds?.mf_catalog === CANARY)).toBe(true);
      expect(newcomers.filter((page) => page.config.signalsToken !== undefined)).toHaveLength(20);
      expect(newcomers[20]?.config.signalsToken).toBeUndefined();
      // It keeps the bucket it holds (`shop_bucket=7`): no cookie is set.
      expect(newcomers[20]?.cookie).toBe('');
      expect((await errorBeacon(newcomers[20]?.config.signalsToken, '198.51.100.21')).status).toBe(204);

      // A real shopper of the canary, from a network of its own: counted, so the figures below can tell.
      const real = await shopperPage(store.baseURL, { cookie: 'shop_bucket=9', 'x-forwarded-for': '203.0.113.7' });
      expect(real.config.signalsToken).toBeDefined();
      expect((await errorBeacon(real.config.signalsToken, '203.0.113.7')).status).toBe(204);
      const failing = async () => {
        const figures = (await (await fetch(`${registry.url}/v1/signals?windowS=600`)).json()) as Record<
          string,
          Record<string, { failingShoppers?: number }>
        >;
        return figures.mf_catalog?.[CANARY]?.failingShoppers ?? 0;
      };
      await expect.poll(failing, { timeout: 10_000 }).toBe(1);

      // Several judgements later (one a second), one failing shopper still, and the canary still given.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(await failing()).toBe(1);
      await convergedOn(store, CANARY, 3);
      const history = ((await (await fetch(`${registry.url}/v1/status`)).json()) as { history: { who: string }[] })
        .history;
      expect(history.filter((entry) => entry.who === 'canary-analysis')).toEqual([]);
    } finally {
      await store.stop();
      await registry.remove();
    }
  },
);
