import type { BuildFigures, CanaryPolicy } from '../../../shared/registry-model';
import { DEFAULT_CHECKS, DEFAULT_NETWORKS, type MetricChecks } from '../policy/metric-checks';
import { failingShare, serverErrorsTest } from '../statistics/canary-statistics';
import { corroborate, serversSaw } from './corroboration';
import type { Verdict } from '../verdict';

/** The checks both judges read to weigh shoppers' errors against what backs them (`RELEASE_METRIC_CHECKS`). */
export type CorroborationChecks = Pick<Required<MetricChecks>, 'failing-shoppers' | 'server-errors'>;

/** The networks that corroborate shoppers' errors, even where the failing-shoppers check itself is off. */
export const minNetworksOf = (checks: CorroborationChecks): number =>
  checks['failing-shoppers'] ? checks['failing-shoppers'].networks : DEFAULT_NETWORKS;

/**
 * The server-seen errors a canary is judged by: renders of its build that failed and chunks of it that were
 * missing. Not the API proxy's 5xx: the backend is every build's, and anyone holding a shopper id of the canary's
 * bucket can make a call fail at will (an endpoint that fails, a backend overloaded), which says nothing of the
 * canary's code (decision 055). They are kept and shown all the same.
 */
export const JUDGED_SERVER_ERRORS = ['render-failed', 'chunk-404'] as const;

export const serverErrorsOf = (f: BuildFigures | undefined): number =>
  JUDGED_SERVER_ERRORS.reduce((sum, kind) => sum + (f?.serverErrors[kind] ?? 0), 0);

/** Judgements in a row that must agree before a canary is rolled back or promoted, unless its policy says. */
export const DEFAULT_FAILURES_IN_ROW = 3;

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

const figuresOf = (name: string, f: BuildFigures | undefined) =>
  f
    ? `${name} ${percent(failingShare(f))} of ${f.shoppers} shoppers failing (${f.errors} errors over ${f.views} views), ` +
      `p75 LCP ${f.lcpP75 === null ? 'n/a' : `${Math.round(f.lcpP75)} ms`}`
    : `${name}: no signals`;

/**
 * Whether a canary stays, goes or takes over, from shoppers' signals since it started (at most the policy's window,
 * the live build's over the same span): rolled back when its share of failing shoppers is worse than the live
 * build's by more than `marginPct` points, or its p75 LCP by more than `marginPct` per cent; promoted after
 * `promoteAfterS` when neither, if the policy asks; otherwise it waits (also while it has reached fewer than
 * `minShoppers` shoppers). Shoppers' errors roll it back only when corroborated (`corroboration.ts`); the servers
 * seeing its build fail more than live's rolls it back alone. One judgement; the judge acts only when
 * `failuresInRow` of them agree (`judge-canaries.ts`). The reason carries the figures, for the history.
 */
export function judgeCanary(
  live: BuildFigures | undefined,
  canary: BuildFigures | undefined,
  policy: CanaryPolicy,
  now: number,
  checks: CorroborationChecks = DEFAULT_CHECKS,
): Verdict {
  const spanS = Math.round(
    Math.min(policy.windowS, Math.max(0, now - Date.parse(policy.stepSince ?? policy.since)) / 1000),
  );
  const figures = `${figuresOf('canary', canary)}; ${figuresOf('live', live)}; over ${spanS} s`;
  if (!canary || canary.shoppers < policy.minShoppers) {
    return { action: 'wait', reason: `${canary?.shoppers ?? 0} of ${policy.minShoppers} shoppers to judge by` };
  }
  const serverCheck = checks['server-errors'];
  const servers = serverCheck
    ? serverErrorsTest(
        { errors: serverErrorsOf(canary), shoppers: canary.shoppers },
        { errors: serverErrorsOf(live), shoppers: live?.shoppers ?? 0 },
        serverCheck.confidence,
      )
    : null;
  if (failingShare(canary) - failingShare(live) > policy.marginPct / 100) {
    const { corroborated, evidence } = corroborate({
      servers,
      failingNetworks: canary.failingNetworks,
      minNetworks: minNetworksOf(checks),
    });
    const worse = `failing shoppers up by more than ${policy.marginPct} points, ${evidence}`;
    return { action: corroborated ? 'rollback' : 'keep', reason: `${worse}: ${figures}` };
  }
  if (servers?.worse) {
    return { action: 'rollback', reason: `${serversSaw(servers)}, worse than live: ${figures}` };
  }
  if (live?.lcpP75 && canary.lcpP75 && canary.lcpP75 > live.lcpP75 * (1 + policy.marginPct / 100)) {
    return { action: 'rollback', reason: `p75 LCP worse by more than ${policy.marginPct} %: ${figures}` };
  }
  const running = (now - Date.parse(policy.since)) / 1000;
  if (policy.promoteAfterS !== undefined && running >= policy.promoteAfterS) {
    return { action: 'promote', reason: `no worse than live after ${Math.round(running)} s: ${figures}` };
  }
  return { action: 'wait', passing: true, reason: figures };
}
