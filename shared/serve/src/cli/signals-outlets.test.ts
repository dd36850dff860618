import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { signalBatchSchema, type ForwardedSignal } from '../signals/signal-wire';
import { shopMetrics } from '../signals/shop-metrics';
import { forwardRefusals, forwardSignals, signalsFanOut, signalsOutletsFrom } from './signals-outlets';

describe("a shell server's signals outlets (issue 38)", () => {
  it('forwards to the registry only, as before, with nothing set', () => {
    expect(signalsOutletsFrom({})).toEqual({ metrics: undefined, forward: true, otlp: false });
  });

  it('listens for Prometheus on 127.0.0.1 unless told where, and sends OTLP when a collector is named', () => {
    expect(signalsOutletsFrom({ SHOP_METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(signalsOutletsFrom({ SHOP_METRICS_PORT: '9464', SHOP_METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    expect(signalsOutletsFrom({ OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://otel:4318/v1/metrics' }).otlp).toBe(true);
    expect(signalsOutletsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318' }).otlp).toBe(true);
  });

  it('stops forwarding when told, and only when the signals have somewhere else to go', () => {
    expect(signalsOutletsFrom({ SHOP_SIGNALS_FORWARD: 'off', SHOP_METRICS_PORT: '9464' }).forward).toBe(false);
    expect(signalsOutletsFrom({ SHOP_SIGNALS_FORWARD: 'off', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://o:4318' })).toEqual({
      metrics: undefined,
      forward: false,
      otlp: true,
    });
    expect(() => signalsOutletsFrom({ SHOP_SIGNALS_FORWARD: 'off' })).toThrow(
      'SHOP_SIGNALS_FORWARD=off needs SHOP_METRICS_PORT or OTEL_EXPORTER_OTLP_ENDPOINT: the signals would go nowhere',
    );
  });

  it('stops the start on a value it cannot take, naming the setting', () => {
    for (const port of ['0', '65536', '9464x', '-1']) {
      expect(() => signalsOutletsFrom({ SHOP_METRICS_PORT: port })).toThrow(/^SHOP_METRICS_PORT must be a port/);
    }
    expect(() => signalsOutletsFrom({ SHOP_SIGNALS_FORWARD: 'false', SHOP_METRICS_PORT: '9464' })).toThrow(
      'SHOP_SIGNALS_FORWARD must be on or off, not "false"',
    );
  });

  it('gives accepted signals to every outlet set, and none to the registry when forwarding is off', async () => {
    const signals: ForwardedSignal[] = [{ k: 'view', r: 'mf_catalog', b: 'b1', u: 'ann' }];
    const metrics = shopMetrics({ trackOf: () => 'live', isKnownRemote: () => true });
    const toRegistry: ForwardedSignal[][] = [];
    const registry = { forward: (batch: ForwardedSignal[]) => toRegistry.push(batch), sawError: () => undefined };
    signalsFanOut({ toRegistry: registry, metrics, trackOf: () => 'live' }).forward(signals);
    signalsFanOut({ metrics, trackOf: () => 'live' }).forward(signals);
    expect(toRegistry).toEqual([signals]);
    expect(await metrics.exposition()).toContain(
      'shop_page_views_total{remote="mf_catalog",build="b1",track="live"} 2',
    );
  });
});

describe("a shell server's batches to the registry (decision 056)", () => {
  let registry: FastifyInstance;
  const batches: { body: unknown; authorization: string | undefined }[] = [];
  beforeAll(async () => {
    registry = Fastify();
    registry.post('/v1/signals', async (request, reply) => {
      batches.push({ body: request.body, authorization: request.headers.authorization });
      return reply.code(204).send();
    });
    await registry.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => registry.close());

  it('sends the signals and, counted per build and kind, what the server saw itself, in a wire-valid batch', async () => {
    const { port } = registry.server.address() as AddressInfo;
    const outlet = forwardSignals(
      `http://127.0.0.1:${port}/v1/signals`,
      'shells-token',
      forwardRefusals(() => undefined),
    );
    outlet.forward([{ k: 'render-error', r: 'mf_catalog', b: 'b2', u: 'ann', w: 'AbCd-_12' }]);
    outlet.sawError({ r: 'mf_catalog', b: 'b2', k: 'api-5xx' });
    outlet.sawError({ r: 'mf_catalog', b: 'b2', k: 'api-5xx' });
    outlet.sawError({ r: 'mf_catalog', b: 'b2', k: 'render-failed' });
    await waitFor(() => batches.length === 1);
    expect(batches[0]?.authorization).toBe('Bearer shells-token');
    const batch = v.parse(signalBatchSchema, batches[0]?.body);
    expect(batch.s).toEqual([{ k: 'render-error', r: 'mf_catalog', b: 'b2', u: 'ann', w: 'AbCd-_12' }]);
    expect(batch.e).toEqual([
      { r: 'mf_catalog', b: 'b2', k: 'api-5xx', c: 2 },
      { r: 'mf_catalog', b: 'b2', k: 'render-failed', c: 1 },
    ]);
    // What was sent is not sent again: the next batch holds only what came after.
    outlet.sawError({ r: 'mf_catalog', b: 'b2', k: 'render-failed' });
    await waitFor(() => batches.length === 2);
    expect(batches[1]?.body).toEqual({ s: [], e: [{ r: 'mf_catalog', b: 'b2', k: 'render-failed', c: 1 }] });
  });
});

/** Polls `done` every 50 ms, failing after 5 s: a batch leaves a second after its first signal. */
async function waitFor(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > 5_000) throw new Error('nothing arrived in 5 s');
  }
}

describe("a shell server's refused forwards (decision 054)", () => {
  it('are told once per reason, again after a batch was taken, and counted by status', async () => {
    // The registry as it answers a shell with a wrong token, then down behind its proxy, then taking the batches.
    const answers: [number, string][] = [
      [401, JSON.stringify({ error: 'unauthenticated', message: "the shells' token is needed" })],
      [401, JSON.stringify({ error: 'unauthenticated', message: "the shells' token is needed" })],
      [503, '<html>Service Unavailable</html>'],
      [204, ''],
      [401, JSON.stringify({ error: 'unauthenticated', message: "the shells' token is needed" })],
    ];
    const received: string[] = [];
    const registry = http.createServer((request, response) => {
      received.push(String(request.headers.authorization));
      const [status, body] = answers[received.length - 1] ?? [204, ''];
      response.writeHead(status).end(body);
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const refusals = forwardRefusals((line) => lines.push(line));
    const url = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/v1/signals`;
    // Each batch is sent once the one before was answered.
    let answered = 0;
    const { forward } = forwardSignals(
      url,
      'shell-token',
      {
        ...refusals,
        refused: (status, reason) => void (refusals.refused(status, reason), (answered += 1)),
        accepted: () => void (refusals.accepted(), (answered += 1)),
      },
      10,
    );
    try {
      for (let batch = 1; batch <= answers.length; batch += 1) {
        forward([{ k: 'view', r: 'mf_catalog', b: 'b1', u: `shopper-${batch}` }]);
        for (let waited = 0; answered < batch; waited += 10) {
          if (waited > 5_000) throw new Error('the batch was not answered within 5 s');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
      expect(received.every((authorization) => authorization === 'Bearer shell-token')).toBe(true);
      const unauthenticated =
        "shoppers' signals not taken by the release registry (401: the shells' token is needed); the batches are dropped until it takes them";
      expect(lines).toEqual([
        unauthenticated,
        "shoppers' signals not taken by the release registry (503: Service Unavailable); the batches are dropped until it takes them",
        unauthenticated,
      ]);
      const exposition = await refusals.exposition();
      expect(exposition).toContain('shop_signal_forwards_refused_total{status="401"} 3');
      expect(exposition).toContain('shop_signal_forwards_refused_total{status="503"} 1');
    } finally {
      await new Promise((resolve) => registry.close(resolve));
    }
  });
});
