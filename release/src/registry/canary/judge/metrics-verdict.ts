import { JUDGED_SERVER_ERRORS, minNetworksOf } from './canary-analysis';
import type { Verdict } from '../verdict';
import { corroborate, serversSaw } from './corroboration';
import { failingSharesTest, latencyWorse, serverErrorsTest, slowerThanLive } from '../statistics/canary-statistics';
import type { MetricChecks } from '../policy/metric-checks';
import { bucketsOf, increaseOf, quantileOf, type PrometheusQuery } from '../evidence/prometheus-query';

/** The shell servers' metrics (their contract: docs/decisions/049-canary-on-a-metrics-engine.md, "Shell metrics"). */
export const SHELL_METRICS = {
  shoppers: 'shop_shoppers_total',
  failingShoppers: 'shop_failing_shoppers_total',
  /** Distinct client networks first seen failing, per shell server: summed, an upper bound (decision 055). */
  failingNetworks: 'shop_failing_networks_total',
  /** What the shell servers saw go wrong themselves: the kinds judged (`JUDGED_SERVER_ERRORS`) summed. */
  serverErrors: 'shop_server_errors_total',
  lcp: 'shop_lcp_ms',
  inp: 'shop_inp_ms',
} as const;

export interface MetricsJudgement {
  remote: string;
  liveBuild: string | undefined;
  canaryBuild: string;
  /** Distinct shoppers each side needs before any check is made. */
  minShoppers: number;
  /** The window: from the canary's (or its step's) start, never before it, … */
  fromMs: number;
  /** … to now, where every query is evaluated. */
  atMs: number;
}

type Outcome = { check: string; state: 'pass' | 'fail' | 'keep' | 'wait'; figures: string };

const pct = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)} %`;
const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const count = (value: number) => String(Math.round(value));
const confidence = (level: number) => `${Math.round(level * 1000) / 10} %`;

/**
 * One judgement of a canary from the metrics engine: each side's distinct shoppers and failing shoppers
 * (`increase()` over the window, summed over every shell server), the errors the servers saw themselves, the
 * canary's failing client networks and each side's p75 LCP and INP (`histogram_quantile` over every server's
 * buckets), compared by `canary-statistics.ts`; shoppers' errors roll back only when corroborated (`corroboration.ts`). A query that fails makes the whole judgement
 * unknown: the canary waits, and the reason goes to the history (never rolled back or promoted on missing data).
 */
export async function judgeByMetrics(
  query: PrometheusQuery,
  checks: Required<MetricChecks>,
  input: MetricsJudgement,
): Promise<Verdict> {
  const { remote, liveBuild, canaryBuild, minShoppers, fromMs, atMs } = input;
  const windowS = Math.max(1, Math.round((atMs - fromMs) / 1000));
  const over = `over ${windowS} s (metrics)`;
  if (liveBuild === undefined) return { action: 'wait', reason: `no live build to compare with, ${over}` };
  const both = <T>(read: (build: string) => Promise<T>) => Promise.all([read(canaryBuild), read(liveBuild)]);
  const counter = (metric: string, kinds?: readonly string[]) =>
    both(async (build) => (await query.scalar(increaseOf(metric, remote, build, windowS, kinds), atMs)) ?? 0);
  const latency = async (histogram: string) => {
    const [p75s, buckets] = await Promise.all([
      both((build) => query.scalar(quantileOf(0.75, histogram, remote, build, windowS), atMs)),
      both((build) => query.vector(bucketsOf(histogram, remote, build, windowS), atMs, 'le')),
    ]);
    return { canary: p75s[0], live: p75s[1], canaryBuckets: buckets[0], liveBuckets: buckets[1] };
  };

  let read;
  try {
    read = await Promise.all([
      counter(SHELL_METRICS.shoppers),
      counter(SHELL_METRICS.failingShoppers),
      latency(SHELL_METRICS.lcp),
      latency(SHELL_METRICS.inp),
      counter(SHELL_METRICS.serverErrors, JUDGED_SERVER_ERRORS),
      query.scalar(increaseOf(SHELL_METRICS.failingNetworks, remote, canaryBuild, windowS), atMs),
    ]);
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
    return { action: 'wait', reason: `unknown, the metrics did not answer: ${why}`, unknown: why };
  }
  const [[canaryShoppers, liveShoppers], [canaryFailing, liveFailing], lcp, inp, serverErrors, failingNetworks] = read;
  const shoppers = `canary ${count(canaryShoppers)}, live ${count(liveShoppers)} shoppers`;
  if (canaryShoppers < minShoppers || liveShoppers < minShoppers) {
    return { action: 'wait', reason: `too few shoppers to judge by: ${shoppers} of ${minShoppers} each, ${over}` };
  }

  const outcomes: Outcome[] = [];
  const serverCheck = checks['server-errors'];
  const servers = serverCheck
    ? serverErrorsTest(
        { errors: serverErrors[0], shoppers: canaryShoppers },
        { errors: serverErrors[1], shoppers: liveShoppers },
        serverCheck.confidence,
      )
    : null;
  const failing = checks['failing-shoppers'];
  // Whether the failing shoppers' figures already say what the servers saw (their corroboration): said once.
  let serversTold = false;
  if (failing) {
    const test = failingSharesTest(
      { failing: canaryFailing, shoppers: canaryShoppers },
      { failing: liveFailing, shoppers: liveShoppers },
      failing.confidence,
      failing.minDifference,
    );
    // Significant by the shoppers' word: it counts only when backed by the servers or by enough networks.
    const backed = corroborate({ servers, failingNetworks: failingNetworks ?? 0, minNetworks: minNetworksOf(checks) });
    serversTold = test.worse && servers !== null;
    outcomes.push({
      check: 'failing-shoppers',
      state: !test.worse ? 'pass' : backed.corroborated ? 'fail' : 'keep',
      figures:
        `failing shoppers canary ${pct(test.canaryShare)} of ${count(canaryShoppers)}, live ${pct(test.liveShare)} ` +
        `of ${count(liveShoppers)} (z ${test.z.toFixed(2)}, Fisher one-sided p ${test.pValue.toFixed(4)}; limit ` +
        `${confidence(failing.confidence)} and +${pct(failing.minDifference)})${test.worse ? `, ${backed.evidence}` : ''}`,
    });
  }
  const compare = (check: 'lcp-p75' | 'inp-p75', name: string, read: Awaited<ReturnType<typeof latency>>) => {
    const limit = checks[check];
    if (!limit) return;
    const { canary, live, canaryBuckets, liveBuckets } = read;
    const limits = `limit +${Math.round(limit.relative * 100)} % and +${limit.absoluteMs} ms`;
    // Neither side has a reading (no shopper interacted yet, for INP): nothing to compare, nothing against it.
    // One side only: wait for the other.
    if (canary === null || live === null) {
      const state = canary === null && live === null ? 'pass' : 'wait';
      outcomes.push({ check, state, figures: `p75 ${name} canary ${ms(canary)}, live ${ms(live)}` });
      return;
    }
    const slower = slowerThanLive(canaryBuckets, liveBuckets, limit.confidence);
    const worse = latencyWorse(canary, live, limit) && slower.worse;
    outcomes.push({
      check,
      state: worse ? 'fail' : 'pass',
      figures:
        `p75 ${name} canary ${ms(canary)}, live ${ms(live)}; readings above ${ms(slower.thresholdMs)} ` +
        `(the bucket edge at or above both builds' p75): canary ${pct(slower.canaryShare)} of ` +
        `${count(slower.canaryReadings)}, live ${pct(slower.liveShare)} of ${count(slower.liveReadings)} ` +
        `(Fisher one-sided p ${slower.pValue.toFixed(4)}; ${limits}, ${confidence(limit.confidence)})`,
    });
  };
  compare('lcp-p75', 'LCP', lcp);
  compare('inp-p75', 'INP', inp);
  if (servers && serverCheck) {
    outcomes.push({
      check: 'server-errors',
      state: servers.worse ? 'fail' : 'pass',
      figures: `${serversTold ? 'servers as above' : serversSaw(servers)} (limit ${confidence(serverCheck.confidence)})`,
    });
  }

  const all = `${outcomes.map((outcome) => outcome.figures).join('; ')}; ${over}`;
  const failed = outcomes.filter((outcome) => outcome.state === 'fail').map((outcome) => outcome.check);
  if (failed.length) return { action: 'rollback', reason: `worse than live (${failed.join(', ')}): ${all}` };
  if (outcomes.some((outcome) => outcome.state === 'keep')) {
    return { action: 'keep', reason: `worse by its shoppers' word alone (failing-shoppers): ${all}` };
  }
  const waiting = outcomes.filter((outcome) => outcome.state === 'wait').map((outcome) => outcome.check);
  if (waiting.length) return { action: 'wait', reason: `waiting for readings (${waiting.join(', ')}): ${all}` };
  return { action: 'wait', passing: true, reason: `no worse than live: ${all}` };
}
