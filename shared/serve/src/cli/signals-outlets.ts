import type { OtlpSignals } from '../signals/otlp-signals';
import type { TrackOf } from '../signals/release-tracks';
import type { ShopMetrics } from '../signals/shop-metrics';
import type { ForwardedSignal } from '../signals/signal-wire';
import { serverErrorTally, type ServerErrorSeen } from '../signals/server-errors';
import { SettingError } from '../process/setting-error';

/** Where a shell server's page server puts its shoppers' accepted signals, and what it saw go wrong itself. */
export interface SignalsOutlet {
  forward(signals: ForwardedSignal[]): void;
  sawError(seen: ServerErrorSeen): void;
}

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

/**
 * Passes shoppers' signals on to the registry in batches (at most one request a second per shell server), with the
 * shells' credential, and with them what this server saw itself per build since the last batch (`e`); a failure
 * drops the batch: signals are a sample, and a shopper's page never waits for them.
 */
export function forwardSignals(url: string, credential: string): SignalsOutlet {
  let pending: ForwardedSignal[] = [];
  const seen = serverErrorTally();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const send = () => {
    timer = null;
    const batch = { s: pending.splice(0, pending.length), ...(seen.size > 0 ? { e: seen.take() } : {}) };
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
      body: JSON.stringify(batch),
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
  };
  return {
    forward(signals) {
      pending.push(...signals);
      if (pending.length > 5_000) pending = pending.slice(-5_000);
      timer ??= setTimeout(send, 1_000);
    },
    sawError(error) {
      seen.add(error);
      timer ??= setTimeout(send, 1_000);
    },
  };
}

/** The one consumer the shell's page server gives its accepted signals and its own errors to: every outlet set. */
export function signalsFanOut(outlets: {
  toRegistry?: SignalsOutlet;
  metrics?: ShopMetrics;
  otlp?: OtlpSignals;
  trackOf: TrackOf;
}): SignalsOutlet {
  return {
    forward(signals) {
      outlets.toRegistry?.forward(signals);
      outlets.metrics?.record(signals);
      outlets.otlp?.record(signals, outlets.trackOf);
    },
    sawError(seen) {
      outlets.toRegistry?.sawError(seen);
      outlets.metrics?.sawServerError(seen);
    },
  };
}
