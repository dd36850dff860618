import type { CanaryPolicy } from '../registry/registry-model';
import type { BuildFigures } from './signals-store';

export type Verdict = { action: 'wait'; reason: string } | { action: 'rollback' | 'promote'; reason: string };

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;
const figuresOf = (name: string, f: BuildFigures | undefined) =>
  f
    ? `${name} ${percent(f.errorRate)} errors over ${f.views} views, p75 LCP ${f.lcpP75 === null ? 'n/a' : `${Math.round(f.lcpP75)} ms`}`
    : `${name}: no signals`;

/**
 * Whether a canary stays, goes or takes over, from shoppers' signals over the policy's window: rolled back when its
 * error rate is worse than the live build's by more than `marginPct` points, or its p75 LCP by more than
 * `marginPct` per cent; promoted after `promoteAfterS` when neither, if the policy asks; otherwise it waits (also
 * while it has fewer than `minViews` page views to judge by). The reason carries the figures, for the history.
 */
export function judgeCanary(
  live: BuildFigures | undefined,
  canary: BuildFigures | undefined,
  policy: CanaryPolicy,
  now: number,
): Verdict {
  const figures = `${figuresOf('canary', canary)}; ${figuresOf('live', live)}; last ${policy.windowS} s`;
  if (!canary || canary.views < policy.minShoppers) {
    return { action: 'wait', reason: `${canary?.views ?? 0} of ${policy.minShoppers} views to judge by` };
  }
  const liveRate = live?.errorRate ?? 0;
  if (canary.errorRate - liveRate > policy.marginPct / 100) {
    return { action: 'rollback', reason: `error rate worse by more than ${policy.marginPct} points: ${figures}` };
  }
  if (live?.lcpP75 && canary.lcpP75 && canary.lcpP75 > live.lcpP75 * (1 + policy.marginPct / 100)) {
    return { action: 'rollback', reason: `p75 LCP worse by more than ${policy.marginPct} %: ${figures}` };
  }
  const running = (now - Date.parse(policy.since)) / 1000;
  if (policy.promoteAfterS !== undefined && running >= policy.promoteAfterS) {
    return { action: 'promote', reason: `no worse than live after ${Math.round(running)} s: ${figures}` };
  }
  return { action: 'wait', reason: figures };
}
