import { Counter, Registry } from 'prom-client';
import type { OtlpSignals } from '../signals/otlp-signals';
import type { TrackOf } from '../signals/release-tracks';
import type { ShopMetrics } from '../signals/shop-metrics';
import type { ForwardedSignal } from '../signals/signal-wire';
import { serverErrorTally, type ServerErrorSeen } from '../signals/server-errors';
import { numberSetting, SettingError } from '../process/number-setting';

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
  const port = numberSetting(env, 'SHOP_METRICS_PORT', { min: 1, max: 65535, what: 'a port' });
  const metrics = port === undefined ? undefined : { host: env.SHOP_METRICS_HOST || '127.0.0.1', port };
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

/** Counted on the shell's `/metrics` beside the shoppers' figures: batches the registry did not take, by status. */
export const FORWARDS_REFUSED = 'shop_signal_forwards_refused_total';

/** What a shell server does with a batch the registry did not take. */
export interface ForwardRefusals {
  /** `status`: the registry's answer (`401`, `503`) or `unreachable`; `reason`: what it said, in a few words. */
  refused(status: string, reason: string): void;
  /** A batch taken: the next refusal is told again, whatever its reason. */
  accepted(): void;
  /** The counter's exposition, for the metrics listener. */
  exposition(): Promise<string>;
}

/**
 * Refused forwards, heard (decision 054): told in one line when the reason changes (a wrong token says so once, not
 * once a second), and counted in `shop_signal_forwards_refused_total{status}` so an alert can see them.
 */
export function forwardRefusals(tell: (line: string) => void): ForwardRefusals {
  const registry = new Registry();
  const counter = new Counter({
    name: FORWARDS_REFUSED,
    help: "Batches of shoppers' signals the release registry did not take, by its answer's status",
    labelNames: ['status'],
    registers: [registry],
  });
  let told: string | null = null;
  return {
    refused(status, reason) {
      counter.inc({ status });
      const line = `shoppers' signals not taken by the release registry (${status}: ${reason}); the batches are dropped until it takes them`;
      if (line !== told) tell(line);
      told = line;
    },
    accepted: () => void (told = null),
    exposition: () => registry.metrics(),
  };
}

/** Why a request failed, in a few words: the network's code (ECONNREFUSED) or the message. */
export const causeOf = (error: unknown): string =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error instanceof Error ? error.message : String(error));

/** What the registry said of a refusal (its `message`), or the status text, in at most 200 characters. */
async function reasonOf(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  let message = response.statusText || 'refused';
  try {
    const said: unknown = JSON.parse(body);
    if (typeof (said as { message?: unknown }).message === 'string') message = (said as { message: string }).message;
  } catch {
    // Not the registry's JSON (a proxy's page): its status says enough.
  }
  return message.replace(/\s+/g, ' ').slice(0, 200);
}

/**
 * Passes shoppers' signals on to the registry in batches (at most one request a second per shell server), with the
 * shells' credential, and with them what this server saw itself per build since the last batch (`e`); a failure
 * drops the batch (signals are a sample, and a shopper's page never waits for them) and is reported to `refusals`.
 */
export function forwardSignals(
  url: string,
  credential: string,
  refusals: ForwardRefusals,
  batchMs = 1_000,
): SignalsOutlet {
  let pending: ForwardedSignal[] = [];
  const seen = serverErrorTally();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const send = async () => {
    timer = null;
    const batch = { s: pending.splice(0, pending.length), ...(seen.size > 0 ? { e: seen.take() } : {}) };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) refusals.accepted();
      else refusals.refused(String(response.status), await reasonOf(response));
    } catch (error) {
      refusals.refused('unreachable', causeOf(error));
    }
  };
  const later = () => {
    timer ??= setTimeout(() => void send(), batchMs);
  };
  return {
    forward(signals) {
      pending.push(...signals);
      if (pending.length > 5_000) pending = pending.slice(-5_000);
      later();
    },
    sawError(error) {
      seen.add(error);
      later();
    },
  };
}
