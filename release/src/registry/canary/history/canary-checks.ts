import type { CanaryRef } from '../../../shared/registry-model';
import { judgeCanary } from '../judge/canary-analysis';
import type { SignalsStore } from '../../signals/signals-store';

/** The analysis' judgement of a canary as of now: `waiting` for shoppers, `passed` (within the margin) or `failed`. */
export interface CanaryCheck {
  state: 'waiting' | 'passed' | 'failed';
  reason: string;
}

/**
 * What the canary's analysis would judge now, from the same figures over the same span as the judge
 * (`judge-canaries.ts`: since the canary started, at most its window, live over the same span), so the page shows
 * the figures behind the next judgement rather than a second opinion.
 */
export function canaryCheckNow(
  signals: SignalsStore,
  remote: string,
  liveBuild: string | undefined,
  canary: CanaryRef,
  now: number,
): CanaryCheck | null {
  const policy = canary.policy;
  if (!policy) return null;
  const from = Math.max(Date.parse(policy.since), now - policy.windowS * 1000);
  const figures = signals.between(from, now, remote)[remote] ?? {};
  const canaryFigures = figures[canary.build];
  const verdict = judgeCanary(liveBuild === undefined ? undefined : figures[liveBuild], canaryFigures, policy, now);
  if (verdict.action === 'rollback') return { state: 'failed', reason: verdict.reason };
  if (verdict.action === 'promote') return { state: 'passed', reason: verdict.reason };
  const enough = (canaryFigures?.shoppers ?? 0) >= policy.minShoppers;
  return { state: enough ? 'passed' : 'waiting', reason: verdict.reason };
}
