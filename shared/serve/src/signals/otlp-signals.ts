import { ValueType, type Attributes, type Counter, type Histogram } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import type { TrackOf } from './release-tracks';
import type { ForwardedSignal } from './signal-wire';
import { ERROR_KIND, SHOP_METRICS } from './shop-metrics';

export interface OtlpSignalsOptions {
  /** The collector's metrics address (`…/v1/metrics`); left out, the exporter reads the standard OTEL_ variables. */
  url?: string;
  /** Extra headers for the collector (an API key); left out, `OTEL_EXPORTER_OTLP_HEADERS` is read. */
  headers?: Record<string, string>;
  /** How often figures are sent (OpenTelemetry's default: a minute). */
  intervalMs?: number;
  serviceName?: string;
}

export interface OtlpSignals {
  record(signals: readonly ForwardedSignal[], trackOf: TrackOf): void;
  /** Sends what is gathered and stops: on the registry's close, so the last interval is not lost. */
  shutdown(): Promise<void>;
}

// The Prometheus metrics' boundaries (`SHOP_METRICS`), so both outlets' percentiles agree.
const MS_BUCKETS = [...SHOP_METRICS.msBuckets];
const CLS_BUCKETS = [...SHOP_METRICS.clsBuckets];

/**
 * Shoppers' signals as OpenTelemetry metrics sent over OTLP/HTTP, for a shop that already runs a collector and its
 * dashboards: page views and errors as counters, LCP, INP and CLS as histograms, each with the remote, the build
 * and whether that build is live or a canary. Sent by the shell servers that count the signals themselves, or by
 * the registry for the signals shells forward to it (the embedded mode); its own figures stay as they are.
 */
export function createOtlpSignals(options: OtlpSignalsOptions = {}): OtlpSignals {
  const exporter = new OTLPMetricExporter({
    ...(options.url ? { url: options.url } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const provider = new MeterProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'shop-store' }),
    readers: [new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: options.intervalMs ?? 60_000 })],
  });
  const meter = provider.getMeter('@shop/serve');
  const views = meter.createCounter('shop.page.views', {
    description: "Page views of a remote's build",
    valueType: ValueType.INT,
  });
  const errors = meter.createCounter('shop.errors', {
    description: 'Load, render and call failures in shoppers’ pages, by remote and build',
    valueType: ValueType.INT,
  });
  const vitals: Record<string, Histogram> = {
    LCP: meter.createHistogram('shop.web_vitals.lcp', {
      unit: 'ms',
      advice: { explicitBucketBoundaries: MS_BUCKETS },
    }),
    INP: meter.createHistogram('shop.web_vitals.inp', {
      unit: 'ms',
      advice: { explicitBucketBoundaries: MS_BUCKETS },
    }),
    CLS: meter.createHistogram('shop.web_vitals.cls', {
      unit: '1',
      advice: { explicitBucketBoundaries: CLS_BUCKETS },
    }),
  };

  const count = (counter: Counter, attributes: Attributes) => counter.add(1, attributes);
  return {
    record(signals, trackOf) {
      for (const signal of signals) {
        const attributes: Attributes = {
          'shop.remote': signal.r,
          'shop.build': signal.b,
          'shop.release.track': trackOf(signal.r, signal.b),
        };
        if (signal.k === 'view') count(views, attributes);
        else if (signal.k === 'vital') {
          if (signal.n && signal.v !== undefined) vitals[signal.n]?.record(signal.v, attributes);
        } else {
          count(errors, {
            ...attributes,
            'shop.error.kind': ERROR_KIND[signal.k] ?? signal.k,
            ...(signal.k === 'call-error' && signal.n ? { 'shop.call': signal.n } : {}),
          });
        }
      }
    },
    shutdown: () => provider.shutdown(),
  };
}

/**
 * The exporter when the environment names a collector, with the variables every OpenTelemetry SDK reads
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_METRICS_ENDPOINT`, `OTEL_EXPORTER_OTLP_HEADERS`,
 * `OTEL_METRIC_EXPORT_INTERVAL`, `OTEL_SERVICE_NAME`); none without.
 */
export function otlpSignalsFrom(env: NodeJS.ProcessEnv): OtlpSignals | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT) return undefined;
  const intervalMs = Number(env.OTEL_METRIC_EXPORT_INTERVAL);
  return createOtlpSignals({
    ...(Number.isFinite(intervalMs) && intervalMs > 0 ? { intervalMs } : {}),
    ...(env.OTEL_SERVICE_NAME ? { serviceName: env.OTEL_SERVICE_NAME } : {}),
  });
}
