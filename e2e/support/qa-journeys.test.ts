import { againstExternalStore, excludedTags } from './environment';
import { qaRunEnv } from './qa-journeys';

const QA = {
  store: 'http://127.0.0.1:8080',
  preview: 'mf_catalog.Q2xvdWRfc2VjcmV0',
  registry: 'http://127.0.0.1:4800',
  token: 'qa-token',
  run: 'purchase-1',
  folder: '/tmp/qa-run',
};

/** What a journey's worker holds once the global setup started the local stores and `pnpm test` asked for JSON. */
const WORKER = {
  PATH: '/usr/bin',
  CHROMIUM_PATH: '/usr/bin/chromium',
  E2E_LOCAL_STORES: '1',
  E2E_BASE_URL: 'http://127.0.0.1:3000',
  E2E_BACKEND_URL: 'http://127.0.0.1:4000',
  E2E_GATED_URL: 'http://127.0.0.1:3001',
  PLAYWRIGHT_JSON_OUTPUT_NAME: '/work/e2e-results.json',
  TEST_WORKER_INDEX: '0',
  FORCE_COLOR: '1',
};

describe("QA's run inside a journey", () => {
  it('is a run against the store it is given, with the key and the registry, as QA runs it', () => {
    const env = qaRunEnv(QA, WORKER);
    expect(againstExternalStore(env)).toBe(true);
    expect(excludedTags(env)).toEqual(['@seed', '@local', '@dev', '@gated']);
    expect(env).toMatchObject({
      E2E_BASE_URL: QA.store,
      E2E_PREVIEW: QA.preview,
      E2E_QA_REGISTRY: QA.registry,
      E2E_QA_TOKEN: QA.token,
      E2E_QA_RUN: QA.run,
      PATH: '/usr/bin',
      CHROMIUM_PATH: '/usr/bin/chromium',
    });
  });

  it("writes over none of the worker's run: its reports in its own folder, no JSON report, not taken for a worker", () => {
    const env = qaRunEnv(QA, WORKER);
    expect(env.PLAYWRIGHT_HTML_OUTPUT_DIR).toBe('/tmp/qa-run/report');
    for (const name of ['PLAYWRIGHT_JSON_OUTPUT_NAME', 'TEST_WORKER_INDEX', 'E2E_LOCAL_STORES', 'E2E_BACKEND_URL']) {
      expect(env[name]).toBeUndefined();
    }
  });
});
