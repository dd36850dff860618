import type { ForwardedSignal } from '../signals/signal-wire';
import { shopMetrics } from '../signals/shop-metrics';
import { signalsFanOut, signalsOutletsFrom } from './signals-outlets';

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
    signalsFanOut({ toRegistry: (batch) => toRegistry.push(batch), metrics, trackOf: () => 'live' })(signals);
    signalsFanOut({ metrics, trackOf: () => 'live' })(signals);
    expect(toRegistry).toEqual([signals]);
    expect(await metrics.exposition()).toContain(
      'shop_page_views_total{remote="mf_catalog",build="b1",track="live"} 2',
    );
  });
});
