import type { OtlpSignals } from '../signals/otlp-signals';
import type { TrackOf } from '../signals/release-tracks';
import type { ShopMetrics } from '../signals/shop-metrics';
import type { ForwardedSignal } from '../signals/signal-wire';
import { SettingError } from '../process/setting-error';

/** Where a shell server's accepted signals go, from its settings. */
export interface SignalsOutletsSettings {
  /** `SHOP_METRICS_HOST` (default 127.0.0.1) and `SHOP_METRICS_PORT`: the internal `/metrics` listener. */
  metrics?: { host: string; port: number };
  /** `SHOP_SIGNALS_FORWARD` (`on` by default): whether signals still go to the registry's `/v1/signals`. */
  forward: boolean;
  /** The standard `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_METRICS_ENDPOINT`: an OTLP copy is sent. */
  otlp: boolean;
}

/**
 * The signals' outlets of a shell server. Forwarding to the registry stays on unless `SHOP_SIGNALS_FORWARD=off`
 * says otherwise: an explicit switch, set with the registry's `RELEASE_METRICS_URL`, rather than one the registry
 * flips, so a store without Prometheus (the embedded default, `pnpm start`) keeps today's figures with nothing
 * set. Off with no other outlet would send the signals nowhere: that stops the start.
 */
export function signalsOutletsFrom(env: NodeJS.ProcessEnv): SignalsOutletsSettings {
  const rawPort = env.SHOP_METRICS_PORT ?? '';
  const port = Number(rawPort);
  if (rawPort !== '' && (!Number.isInteger(port) || port < 1 || port > 65535)) {
    throw new SettingError(`SHOP_METRICS_PORT must be a port from 1 to 65535, not "${rawPort}"`);
  }
  const metrics = rawPort === '' ? undefined : { host: env.SHOP_METRICS_HOST || '127.0.0.1', port };
  const otlp = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT);
  const rawForward = env.SHOP_SIGNALS_FORWARD || 'on';
  if (rawForward !== 'on' && rawForward !== 'off') {
    throw new SettingError(`SHOP_SIGNALS_FORWARD must be on or off, not "${rawForward}"`);
  }
  const forward = rawForward === 'on';
  if (!forward && !metrics && !otlp) {
    throw new SettingError(
      'SHOP_SIGNALS_FORWARD=off needs SHOP_METRICS_PORT or OTEL_EXPORTER_OTLP_ENDPOINT: the signals would go nowhere',
    );
  }
  return { metrics, forward, otlp };
}

/** The one consumer the shell's page server gives its accepted signals to: every outlet that is set. */
export function signalsFanOut(outlets: {
  toRegistry?: (signals: ForwardedSignal[]) => void;
  metrics?: ShopMetrics;
  otlp?: OtlpSignals;
  trackOf: TrackOf;
}): (signals: ForwardedSignal[]) => void {
  return (signals) => {
    outlets.toRegistry?.(signals);
    outlets.metrics?.record(signals);
    outlets.otlp?.record(signals, outlets.trackOf);
  };
}
