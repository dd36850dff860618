import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { otlpSignalsFrom } from '@shop/serve';
import { hashToken } from '../http/deploy-tokens';
import { createRegistryServer } from '../http/registry-server';
import type { BuildFigures } from '../../shared/registry-model';
import { RegistryStore } from '../state/registry-store';

const TOKEN = 'catalog-secret';
const SHELLS_TOKEN = 'shells-secret';
const grants = [
  { who: 'catalog-team', remotes: ['mf_catalog'], sha256: hashToken(TOKEN) },
  { who: 'shells', role: 'shell' as const, remotes: [], sha256: hashToken(SHELLS_TOKEN) },
];
const signal = (k: string, b: string, extra: object = {}) => ({ k, r: 'mf_catalog', b, u: 'shopper-1', ...extra });
const shoppersSaw = [
  ...Array.from({ length: 8 }, (_, i) => signal('view', 'b1', { u: `shopper-${i}` })),
  signal('call-error', 'b1', { n: 'cart.add' }),
  signal('vital', 'b1', { n: 'LCP', v: 1800 }),
  signal('view', 'b2'),
  signal('render-error', 'b2'),
];
const shellHeaders = { 'content-type': 'application/json', authorization: `Bearer ${SHELLS_TOKEN}` };

let dir: string;
const opened: FastifyInstance[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'signals-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
  rmSync(dir, { recursive: true, force: true });
});

function registry(options: Partial<Parameters<typeof createRegistryServer>[0]> = {}): FastifyInstance {
  const app = createRegistryServer({
    store: new RegistryStore(path.join(dir, 'registry.sqlite')),
    grants,
    analysisMs: 0,
    ...options,
  });
  opened.push(app);
  return app;
}
const send = (app: FastifyInstance, signals: object[]) =>
  app.inject({ method: 'POST', url: '/v1/signals', payload: { s: signals }, headers: shellHeaders });
const figures = async (app: FastifyInstance) =>
  (await app.inject({ url: '/v1/signals?windowS=600' })).json<Record<string, Record<string, BuildFigures>>>();

describe("the shoppers' figures", () => {
  it('outlive a restart of the registry: each batch is in its database once answered', async () => {
    const first = registry();
    expect((await send(first, shoppersSaw)).statusCode).toBe(204);
    const before = await figures(first);
    expect(before.mf_catalog?.b1).toMatchObject({ views: 8, errors: 1, lcpP75: 1800, failedCalls: { 'cart.add': 1 } });
    await first.close();

    const second = registry();
    expect(await figures(second)).toEqual(before);
    // What comes after the restart adds to what was kept; the same shopper is still one.
    await send(second, [signal('view', 'b2')]);
    expect((await figures(second)).mf_catalog?.b2).toMatchObject({ views: 2, errors: 1, errorRate: 0.5, shoppers: 1 });
  });
});

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string };
}
interface OtlpPoint {
  attributes: OtlpAttribute[];
  asInt?: string | number;
  count?: string | number;
  sum?: number;
}
interface OtlpMetric {
  name: string;
  sum?: { dataPoints: OtlpPoint[] };
  histogram?: { dataPoints: OtlpPoint[] };
}
interface OtlpExport {
  resourceMetrics: { scopeMetrics: { metrics: OtlpMetric[] }[] }[];
}

/** A stand-in OpenTelemetry collector: what an OTLP/HTTP exporter posts to `/v1/metrics`, as JSON. */
async function collector(): Promise<{ url: string; received: OtlpMetric[]; close: () => Promise<void> }> {
  const received: OtlpMetric[] = [];
  const app = Fastify();
  app.post('/v1/metrics', async (request) => {
    for (const resource of (request.body as OtlpExport).resourceMetrics) {
      for (const scope of resource.scopeMetrics) received.push(...scope.metrics);
    }
    return {};
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, received, close: () => app.close() };
}

/**
 * The registry's command as it is deployed, in its own process with the environment's settings (the exporter loads
 * its HTTP transport with a dynamic import, which jest's module sandbox does not run). Stopped with SIGTERM.
 */
function spawnRegistry(env: Record<string, string>, args: string[]) {
  const grantsFile = path.join(dir, 'grants.json');
  writeFileSync(grantsFile, JSON.stringify(grants));
  return spawn(process.execPath, ['--import', 'tsx', 'src/registry/main.ts', ...args], {
    cwd: path.resolve(__dirname, '../../..'),
    env: {
      ...process.env,
      RELEASE_TOKENS: grantsFile,
      RELEASE_REGISTRY_FILE: path.join(dir, 'registry.sqlite'),
      RELEASE_REGISTRY_PORT: '0',
      RELEASE_ALLOWED_ORIGINS: 'https://cdn.example',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

async function registryCommand(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ url: string; stop: () => Promise<number> }> {
  const child = spawnRegistry(env, args);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /listening on (http:\/\/[\d.:]+)/.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => reject(new Error(`the registry stopped (${code}): ${output}`)));
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { url, stop: () => (child.kill('SIGTERM'), exited) };
}

/** The registry's command that is expected not to start: what it wrote, and its exit code. */
async function failedStart(env: Record<string, string>, args: string[] = []) {
  const child = spawnRegistry(env, args);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

const attributesOf = (point: OtlpPoint) =>
  Object.fromEntries(point.attributes.map(({ key, value }) => [key, value.stringValue]));

describe("the shoppers' signals sent to an OpenTelemetry collector", () => {
  it('are sent when OTEL_EXPORTER_OTLP_ENDPOINT names one: counters and histograms per remote, build and track', async () => {
    const otel = await collector();
    try {
      // The JSON document of before, beside the database: --init imports it (the way from the old registry).
      writeFileSync(
        path.join(dir, 'registry.json'),
        JSON.stringify({
          version: 1,
          remotes: {
            mf_catalog: {
              live: { build: 'b1', manifest: 'https://cdn.example/b1/mf-manifest.json' },
              canary: { build: 'b2', manifest: 'https://cdn.example/b2/mf-manifest.json', share: 20 },
              builds: {},
            },
          },
          history: [],
        }),
      );
      const registry = await registryCommand({ OTEL_EXPORTER_OTLP_ENDPOINT: otel.url }, ['--init']);
      const sent = await fetch(`${registry.url}/v1/signals`, {
        method: 'POST',
        headers: shellHeaders,
        body: JSON.stringify({ s: [...shoppersSaw, signal('view', 'b9')] }),
      });
      expect(sent.status).toBe(204);
      // A stopping registry sends what the last interval gathered.
      expect(await registry.stop()).toBe(0);

      const metric = (name: string) => otel.received.find((m) => m.name === name);
      const views = metric('shop.page.views')?.sum?.dataPoints ?? [];
      expect(views.map((point) => [attributesOf(point), Number(point.asInt)])).toEqual(
        expect.arrayContaining([
          [{ 'shop.remote': 'mf_catalog', 'shop.build': 'b1', 'shop.release.track': 'live' }, 8],
          [{ 'shop.remote': 'mf_catalog', 'shop.build': 'b2', 'shop.release.track': 'canary' }, 1],
          [{ 'shop.remote': 'mf_catalog', 'shop.build': 'b9', 'shop.release.track': 'other' }, 1],
        ]),
      );
      const errors = metric('shop.errors')?.sum?.dataPoints ?? [];
      expect(errors.map(attributesOf)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ 'shop.build': 'b1', 'shop.error.kind': 'call', 'shop.call': 'cart.add' }),
          expect.objectContaining({ 'shop.build': 'b2', 'shop.error.kind': 'render' }),
        ]),
      );
      const lcp = metric('shop.web_vitals.lcp')?.histogram?.dataPoints ?? [];
      expect(lcp.map((point) => [attributesOf(point)['shop.build'], Number(point.count), point.sum])).toEqual([
        ['b1', 1, 1800],
      ]);
    } finally {
      await otel.close();
    }
  });

  it('are off unless the environment names a collector', async () => {
    expect(otlpSignalsFrom({})).toBeUndefined();
    expect(otlpSignalsFrom({ OTEL_SERVICE_NAME: 'shop', OTEL_EXPORTER_OTLP_HEADERS: 'x-key=1' })).toBeUndefined();
    const exporter = otlpSignalsFrom({ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://127.0.0.1:1/v1/metrics' });
    expect(exporter).toBeDefined();
    await exporter?.shutdown();
  });
});

describe("the registry's command", () => {
  const sqlite = () => path.join(dir, 'registry.sqlite');

  it('does not start without its database, in one line, unless started with --init', async () => {
    const missing = await failedStart({});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      `release registry: ${sqlite()} is missing: restore it from backup, or create an empty registry with --init (the shells keep the map they hold)\n`,
    );
    const created = await registryCommand({}, ['--init']);
    expect(await (await fetch(`${created.url}/healthz`)).json()).toMatchObject({ status: 'ok' });
    expect(await created.stop()).toBe(0);
  });

  it('does not start from a truncated database, in one line naming it, and serves nothing', async () => {
    const created = await registryCommand({}, ['--init']);
    for (let i = 0; i < 40; i += 1) {
      await fetch(`${created.url}/v1/remotes/mf_catalog/builds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ build: `b${i}`, manifest: `https://cdn.example/b${i}/mf-manifest.json` }),
      });
    }
    expect(await created.stop()).toBe(0);
    truncateSync(sqlite(), Math.floor(readFileSync(sqlite()).length / 2));
    for (const args of [[], ['--init']]) {
      const damaged = await failedStart({}, args);
      expect(damaged.code).toBe(1);
      expect(damaged.stderr).toMatch(new RegExp(`^release registry: ${sqlite()} (is damaged|cannot be used)[^\n]*\n$`));
      expect(damaged.stdout).toBe('');
    }
  });

  it('says in one line what is wrong with its grants, and that its port is taken', async () => {
    expect(await failedStart({ RELEASE_TOKENS: '' }, ['--init'])).toMatchObject({
      code: 1,
      stderr: 'release registry: RELEASE_TOKENS must name the grants file: without it nobody could deploy\n',
    });
    const badGrants = path.join(dir, 'bad-grants.json');
    writeFileSync(
      badGrants,
      '[{ "who": "shells", "role": "admin", "remotes": [], "sha256": "' + 'a'.repeat(64) + '" }]',
    );
    expect(await failedStart({ RELEASE_TOKENS: badGrants }, ['--init'])).toMatchObject({
      code: 1,
      stderr: `release registry: ${badGrants}: grant 0's role is "deploy", "shell" or "qa"\n`,
    });
    const taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)),
    );
    try {
      const busy = await failedStart({ RELEASE_REGISTRY_PORT: String(port) }, ['--init']);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/^release registry: listen EADDRINUSE[^\n]*\n$/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
