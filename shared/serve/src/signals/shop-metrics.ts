/**
 * Shoppers' signals as Prometheus metrics, counted by each shell server from the beacons it accepts (issue 38).
 *
 * Why here and why so: the figures live where metrics live — the shop's Prometheus scrapes every shell server's
 * internal listener (`SHOP_METRICS_PORT`, never the store's origin), and canary queries are PromQL over these
 * names, so the registry no longer has to be a time-series database. `prom-client`: the exposition format with
 * exactly the names below (Prometheus-native, no `_total`/unit suffix rewriting as an OTel bridge does), small, no
 * server of its own (the listener is ours). The OTLP copy for a collector stays OpenTelemetry's
 * (`otlp-signals.ts`). Distinct shoppers are counted per process, in a bounded LRU set (`seen-shoppers.ts`): a
 * shopper served by two shell servers (a beacon balanced to another one) counts on both, and one forgotten past
 * 100,000 counts again — PromQL sums are an upper bound of distinct shoppers, close when the balancer is sticky.
 *
 * The names and label sets are a contract (dashboards and the registry's PromQL use them): `SHOP_METRICS`.
 */
import { Counter, Histogram, Registry } from 'prom-client';
import type { ForwardedSignal } from './signal-wire';
import type { TrackOf } from './release-tracks';
import { SEEN_BY_SHELLS, type ServerErrorSeen } from './server-errors';
import { seenShoppers, SEEN_SHOPPERS_LIMIT } from './seen-shoppers';

const LABELS = ['remote', 'build', 'track'] as const;

export const SHOP_METRICS = {
  pageViews: { name: 'shop_page_views_total', labels: LABELS },
  shoppers: { name: 'shop_shoppers_total', labels: LABELS },
  errors: { name: 'shop_errors_total', labels: [...LABELS, 'kind'] as const },
  failingShoppers: { name: 'shop_failing_shoppers_total', labels: LABELS },
  /** Distinct client networks (`ForwardedSignal.w`) this server first saw meet an error on a build (decision 056). */
  failingNetworks: { name: 'shop_failing_networks_total', labels: LABELS },
  /** What this shell server saw go wrong itself for a build (`SERVER_ERROR_KINDS`), never a shopper's word. */
  serverErrors: { name: 'shop_server_errors_total', labels: [...LABELS, 'kind'] as const },
  lcp: { name: 'shop_lcp_ms', labels: LABELS },
  inp: { name: 'shop_inp_ms', labels: LABELS },
  cls: { name: 'shop_cls', labels: LABELS },
  /** Boundaries around the Web Vitals thresholds (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25). */
  msBuckets: [50, 100, 200, 300, 500, 800, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000],
  clsBuckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  /** `kind` of `shop_errors_total`. */
  errorKinds: ['load', 'render', 'call'],
  /** `track` of every metric. */
  tracks: ['live', 'canary', 'other'],
} as const;

/** The error signals' kinds as `shop_errors_total`'s `kind` says them. */
export const ERROR_KIND: Readonly<Partial<Record<ForwardedSignal['k'], (typeof SHOP_METRICS.errorKinds)[number]>>> = {
  'load-error': 'load',
  'render-error': 'render',
  'call-error': 'call',
};

export interface ShopMetricsOptions {
  /** The track of a remote's build now (`release-tracks.ts`). */
  trackOf: TrackOf;
  /** Whether a remote is one of the store's: signals of any other are dropped, so labels stay few. */
  isKnownRemote: (remote: string) => boolean;
  /** Shoppers remembered per process for the distinct counts; default 100,000. */
  shoppersKept?: number;
  /**
   * The builds the live map names now (live and canary), each scraped with its counters from 0 even before a
   * shopper's signal: PromQL's `increase()` takes a series' first scrape as its start, so a canary's first failing
   * shoppers, counted before that, would never be seen (issue 38's journey found three lost so).
   */
  namedBuilds?: () => readonly { remote: string; build: string }[];
}

export interface ShopMetrics {
  record(signals: readonly ForwardedSignal[]): void;
  /** One thing this shell server saw go wrong itself for a build: `shop_server_errors_total`. */
  sawServerError(seen: ServerErrorSeen): void;
  /** The Prometheus text exposition of everything counted so far. */
  exposition(): Promise<string>;
  readonly contentType: string;
}

/** A registry of its own (not prom-client's global one), so two servers in one process never share counts. */
export function shopMetrics(options: ShopMetricsOptions): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = [...LABELS];
  const counter = (name: string, help: string, names: string[] = labelNames) =>
    new Counter({ name, help, labelNames: names, registers });
  const histogram = (name: string, help: string, buckets: readonly number[]) =>
    new Histogram({ name, help, labelNames, buckets: [...buckets], registers });
  const views = counter(SHOP_METRICS.pageViews.name, "Page views of a remote's build");
  const shoppers = counter(
    SHOP_METRICS.shoppers.name,
    'Shoppers this server first saw on a build (a view or an error)',
  );
  const errors = counter(SHOP_METRICS.errors.name, "Load, render and call failures in shoppers' pages", [
    ...SHOP_METRICS.errors.labels,
  ]);
  const failing = counter(SHOP_METRICS.failingShoppers.name, 'Shoppers this server first saw meet an error on a build');
  const failingNetworks = counter(
    SHOP_METRICS.failingNetworks.name,
    'Client networks (/24, /48) this server first saw meet an error on a build',
  );
  const serverErrors = counter(
    SHOP_METRICS.serverErrors.name,
    "What this server saw go wrong itself for a build: the API's 5xx to its pages, its failed server renders",
    [...SHOP_METRICS.serverErrors.labels],
  );
  const vitals: Record<string, Histogram> = {
    LCP: histogram(SHOP_METRICS.lcp.name, 'Largest Contentful Paint, ms', SHOP_METRICS.msBuckets),
    INP: histogram(SHOP_METRICS.inp.name, 'Interaction to Next Paint, ms', SHOP_METRICS.msBuckets),
    CLS: histogram(SHOP_METRICS.cls.name, 'Cumulative Layout Shift', SHOP_METRICS.clsBuckets),
  };
  const seen = seenShoppers(options.shoppersKept ?? SEEN_SHOPPERS_LIMIT);
  const seenFailing = seenShoppers(options.shoppersKept ?? SEEN_SHOPPERS_LIMIT);
  // Networks are fewer than shoppers: the same bound holds them.
  const seenFailingNetworks = seenShoppers(options.shoppersKept ?? SEEN_SHOPPERS_LIMIT);
  const labelsOf = (remote: string, build: string) => ({ remote, build, track: options.trackOf(remote, build) });

  return {
    record(signals) {
      for (const signal of signals) {
        if (!options.isKnownRemote(signal.r)) continue;
        const build = signal.b || 'unknown';
        const labels = labelsOf(signal.r, build);
        const key = `${signal.r}\u0000${build}`;
        if (signal.k === 'vital') {
          if (signal.n && signal.v !== undefined && signal.v >= 0) vitals[signal.n]?.observe(labels, signal.v);
          continue;
        }
        if (seen.firstSighting(key, signal.u)) shoppers.inc(labels);
        if (signal.k === 'view') {
          views.inc(labels);
          continue;
        }
        const kind = ERROR_KIND[signal.k];
        if (!kind) continue;
        errors.inc({ ...labels, kind });
        if (seenFailing.firstSighting(key, signal.u)) failing.inc(labels);
        if (signal.w && seenFailingNetworks.firstSighting(key, signal.w)) failingNetworks.inc(labels);
      }
    },
    sawServerError(seen) {
      if (options.isKnownRemote(seen.r)) serverErrors.inc({ ...labelsOf(seen.r, seen.b), kind: seen.k });
    },
    exposition: () => {
      for (const { remote, build } of options.namedBuilds?.() ?? []) {
        const labels = labelsOf(remote, build);
        for (const counted of [views, shoppers, failing, failingNetworks]) counted.inc(labels, 0);
        for (const kind of SHOP_METRICS.errorKinds) errors.inc({ ...labels, kind }, 0);
        for (const kind of SEEN_BY_SHELLS) serverErrors.inc({ ...labels, kind }, 0);
      }
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
