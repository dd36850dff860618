import { readFileSync } from 'node:fs';
import * as v from 'valibot';

/**
 * Which checks judge a canary, and their thresholds, per remote (`RELEASE_METRIC_CHECKS`, a small JSON
 * file; docs/releasing.md). `"*"` applies to every remote; a remote's own entry replaces single checks, and `false`
 * turns one off for it. Without a file, the defaults below.
 */
/** Distinct client networks whose failing shoppers corroborate a rollback without the servers (decision 055). */
export const DEFAULT_NETWORKS = 3;

const FailingShoppers = v.strictObject({
  /** One-sided confidence that the canary's share of failing shoppers is higher (0.999). */
  confidence: v.pipe(v.number(), v.minValue(0.5), v.maxValue(0.9999)),
  /** And by at least this much, as a share (0.02: two points). */
  minDifference: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /**
   * And, unless the servers saw the build fail too, from at least this many distinct client networks (3): one
   * network's invented shoppers are never enough to roll a canary back (decision 055).
   */
  networks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000)), DEFAULT_NETWORKS),
});
const ServerErrors = v.strictObject({
  /** One-sided confidence that the servers saw the canary's build fail more often per shopper than live's (0.99). */
  confidence: v.pipe(v.number(), v.minValue(0.5), v.maxValue(0.9999)),
});
const Latency = v.strictObject({
  /** Slower than live's p75 by more than this share (0.2: +20 %) … */
  relative: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  /** … and by more than this many milliseconds … */
  absoluteMs: v.pipe(v.number(), v.minValue(0), v.maxValue(60_000)),
  /** … and with this one-sided confidence that more of its page loads than live's are above their p75 together (0.999). */
  confidence: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(0.9999)), 0.999),
});
const RemoteChecks = v.strictObject({
  'failing-shoppers': v.optional(v.union([FailingShoppers, v.literal(false)])),
  'server-errors': v.optional(v.union([ServerErrors, v.literal(false)])),
  'lcp-p75': v.optional(v.union([Latency, v.literal(false)])),
  'inp-p75': v.optional(v.union([Latency, v.literal(false)])),
});
const ChecksFile = v.record(
  v.pipe(v.string(), v.regex(/^(\*|[a-z][a-z0-9_]{0,63})$/, '"*" or a remote')),
  RemoteChecks,
);

export type MetricChecks = v.InferOutput<typeof RemoteChecks>;
export type CheckName = keyof MetricChecks;
export type ChecksFile = v.InferOutput<typeof ChecksFile>;

/** What every remote is judged by unless the file says otherwise (decision 049 says why these numbers). */
export const DEFAULT_CHECKS: Required<MetricChecks> = {
  'failing-shoppers': { confidence: 0.999, minDifference: 0.02, networks: DEFAULT_NETWORKS },
  'server-errors': { confidence: 0.99 },
  'lcp-p75': { relative: 0.2, absoluteMs: 250, confidence: 0.999 },
  'inp-p75': { relative: 0.2, absoluteMs: 100, confidence: 0.999 },
};

/** The checks of one remote: the defaults, then `"*"`, then the remote's own entry. */
export function checksFor(file: ChecksFile, remote: string): Required<MetricChecks> {
  return { ...DEFAULT_CHECKS, ...file['*'], ...file[remote] } as Required<MetricChecks>;
}

/** The file's checks, or a one-line error naming the file and what is wrong in it (the registry's start stops). */
export function parseMetricChecks(text: string, source: string): ChecksFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not JSON: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(ChecksFile, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((item) => String(item.key)).join('.') || 'the file';
    throw new Error(`${source}: ${where}: ${issue.message}`);
  }
  return parsed.output;
}

export const readMetricChecks = (file: string): ChecksFile => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`RELEASE_METRIC_CHECKS ${file} cannot be read: ${(error as Error).message}`);
  }
  return parseMetricChecks(text, `RELEASE_METRIC_CHECKS ${file}`);
};
