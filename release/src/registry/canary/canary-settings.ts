import { canaryWebhook, type WebhookLog } from './history/canary-webhook';
import type { ReadVerdict } from './judge/judge-canaries';
import { checksFor, readMetricChecks, type ChecksFile } from './policy/metric-checks';
import { judgeByMetrics } from './judge/metrics-verdict';
import { prometheusQuery } from './evidence/prometheus-query';

/**
 * The canary analysis' settings from the registry's environment (docs/releasing.md): `RELEASE_METRICS_URL` (a
 * Prometheus-compatible query API: the canaries are judged from it; unset, from the registry's own figures),
 * `RELEASE_METRIC_CHECKS` (the checks per remote; unset, the defaults) and `RELEASE_WEBHOOK_URL` (told of every
 * step). A checks file that cannot be read or is wrong throws, so the registry does not start on it.
 */
export function canaryAnalysisFrom(env: NodeJS.ProcessEnv, log: WebhookLog) {
  const checksFile: ChecksFile = env.RELEASE_METRIC_CHECKS ? readMetricChecks(env.RELEASE_METRIC_CHECKS) : {};
  const url = env.RELEASE_METRICS_URL?.trim();
  if (url && !/^https?:\/\/[^/]/.test(url)) throw new Error(`RELEASE_METRICS_URL is not an http(s) address: ${url}`);
  const query = url ? prometheusQuery(url) : undefined;
  const metrics: ReadVerdict | undefined = query
    ? ({ remote, liveBuild, canary, fromMs, atMs }) =>
        judgeByMetrics(query, checksFor(checksFile, remote), {
          remote,
          liveBuild,
          canaryBuild: canary.build,
          minShoppers: canary.policy?.minShoppers ?? 1,
          fromMs,
          atMs,
        })
    : undefined;
  const webhook = env.RELEASE_WEBHOOK_URL?.trim();
  if (webhook && !/^https?:\/\/[^/]/.test(webhook)) {
    throw new Error(`RELEASE_WEBHOOK_URL is not an http(s) address: ${webhook}`);
  }
  return {
    metrics,
    // The registry's own judge weighs shoppers' errors by the same file's corroboration (decision 055).
    checksOf: (remote: string) => checksFor(checksFile, remote),
    notify: webhook ? canaryWebhook(webhook, log) : undefined,
  };
}
