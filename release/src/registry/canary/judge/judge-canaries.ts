import type { CanaryPolicy, CanaryRef } from '../../../shared/registry-model';
import {
  judgedCanary,
  RegistryRefusal,
  type Actor,
  type JudgedCanary,
  type RegistryStore,
} from '../../state/registry-store';
import { DEFAULT_FAILURES_IN_ROW, judgeCanary, type CorroborationChecks } from './canary-analysis';
import type { Verdict } from '../verdict';
import { DEFAULT_CHECKS } from '../policy/metric-checks';
import type { CanaryEvent, NotifyCanary } from '../history/canary-webhook';
import type { CanaryJudgements } from '../history/canary-judgements';
import type { CanaryVerdicts } from '../history/canary-verdicts';
import type { SignalsStore } from '../../signals/signals-store';

/**
 * Makes the canary judged live for everyone when its analysis says so (`RegistryStore.promoteCanary`, refused if the
 * canary changed meanwhile). Given to the server, so the promotion can check what a person's promote checks first
 * (the build's files, which is asynchronous).
 */
export type PromoteCanary = (remote: string, judged: JudgedCanary, actor: Actor) => Promise<unknown>;

export interface JudgeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** One judgement of a canary from a metrics engine (`judgeByMetrics`), over `fromMs` … `atMs`. */
export type ReadVerdict = (input: {
  remote: string;
  liveBuild: string | undefined;
  canary: CanaryRef;
  fromMs: number;
  atMs: number;
}) => Promise<Verdict>;

export interface CanaryJudgeOptions {
  store: RegistryStore;
  signals: SignalsStore;
  judgements: CanaryJudgements;
  /** Every round's verdict, the last one per canary: what the teams page shows. */
  verdicts: CanaryVerdicts;
  promote: PromoteCanary;
  log: JudgeLog;
  now?: () => number;
  /** With a metrics engine (`RELEASE_METRICS_URL`), canaries are judged from it instead of the registry's figures. */
  metrics?: ReadVerdict;
  /** What corroborates shoppers' errors for the registry's own judge, per remote (`RELEASE_METRIC_CHECKS`). */
  checksOf?: (remote: string) => CorroborationChecks;
  /** Told of every step, promotion and rollback the analysis makes (`RELEASE_WEBHOOK_URL`); never waited for. */
  notify?: NotifyCanary;
}

const ANALYSIS = 'canary-analysis';

/** The step a progressive canary is at, for the webhook (1 … of). */
const stepOf = (policy: CanaryPolicy) =>
  policy.steps ? { step: { at: (policy.step ?? 0) + 1, of: policy.steps.length } } : {};

const describeError = (error: unknown): string =>
  error instanceof RegistryRefusal
    ? `${error.reason}: ${error.message}`
    : (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');

/**
 * One round of judging every canary that has a policy, by its shoppers' figures since it started (at most its
 * window) against the live build's over the same span. A canary is rolled back or promoted only when its policy's
 * `failuresInRow` judgements in a row said so. Never throws: a step that fails (a database error, a promote refused)
 * is logged and written into the history by `canary-analysis` (`analysis-failed`, once per distinct failure, not
 * every round), and the canary stays as it is.
 */
export function canaryJudge(options: CanaryJudgeOptions): () => Promise<void> {
  const {
    store,
    signals,
    judgements,
    verdicts,
    promote,
    log,
    now = Date.now,
    metrics,
    notify,
    checksOf = () => DEFAULT_CHECKS,
  } = options;
  const lastFailure = new Map<string, string>();

  const failed = (remote: string, build: string, step: string, error: unknown) => {
    const reason = `${step} failed: ${describeError(error)}`;
    log.error({ remote, build, err: error }, `canary analysis: ${reason}`);
    if (lastFailure.get(remote) === reason) return;
    lastFailure.set(remote, reason);
    try {
      store.recordAnalysis(remote, build, reason, 'analysis-failed');
    } catch (written) {
      log.error({ remote, build, err: written }, 'canary analysis: its failure could not be written to the history');
    }
  };

  const told = (remote: string, canary: CanaryRef, event: Omit<CanaryEvent, 'remote' | 'build' | 'who' | 'at'>) =>
    notify?.({ remote, build: canary.build, who: ANALYSIS, at: new Date(now()).toISOString(), ...event });

  const read = async (
    remote: string,
    liveBuild: string | undefined,
    canary: CanaryRef,
    fromMs: number,
    atMs: number,
  ) => {
    if (metrics) return metrics({ remote, liveBuild, canary, fromMs, atMs });
    const figures = signals.between(fromMs, atMs, remote)[remote] ?? {};
    return judgeCanary(
      liveBuild === undefined ? undefined : figures[liveBuild],
      figures[canary.build],
      canary.policy!,
      atMs,
      checksOf(remote),
    );
  };

  /** The canary changed while it was judged: nothing was done, and the history says so (each time: it is news). */
  const refused = (remote: string, build: string, step: string, error: RegistryRefusal) => {
    judgements.forget(remote);
    lastFailure.delete(remote);
    log.info({ remote, build, step }, `canary analysis: ${step} refused: ${error.message}`);
    try {
      store.recordAnalysis(remote, build, `${step} refused: ${error.message}`, 'analysis-refused');
    } catch (written) {
      log.error({ remote, build, err: written }, 'canary analysis: its refusal could not be written to the history');
    }
  };

  const judgeOne = async (remote: string, liveBuild: string | undefined, canary: CanaryRef) => {
    const policy = canary.policy!;
    // What was read now is what every change below names: the store refuses it if the canary is another by then.
    const judged = judgedCanary(canary)!;
    let step = 'judgement';
    try {
      const at = now();
      // Over the canary's own time (its current step's, for a progressive one), at most its window.
      const from = Math.max(Date.parse(policy.stepSince ?? policy.since), at - policy.windowS * 1000);
      const verdict = await read(remote, liveBuild, canary, from, at);
      verdicts.record(remote, judged, at, verdict);
      const inRow = judgements.record(remote, canary.build, verdict.action);
      if (verdict.action === 'wait' && verdict.unknown) {
        // Missing data is never a verdict: the canary waits, and the history says why (once per distinct reason).
        failed(remote, canary.build, 'judgement', new Error(verdict.reason));
        return;
      }
      if (verdict.action === 'wait' && policy.steps) {
        if (verdict.passing) await stepUp(remote, canary, judged, verdict.reason, at, (name) => (step = name));
        else lastFailure.delete(remote);
        return;
      }
      const needed = policy.failuresInRow ?? DEFAULT_FAILURES_IN_ROW;
      if (verdict.action === 'keep') {
        // Said once a streak, when a rollback would have been made: the on-call sees what the shoppers' word alone
        // called worse, and why it was not enough.
        if (inRow === needed) {
          store.recordAnalysis(
            remote,
            canary.build,
            `${verdict.reason}; ${inRow} judgements in a row`,
            'analysis-kept',
          );
          log.info({ remote, build: canary.build, verdict }, 'canary kept: not corroborated');
        }
        lastFailure.delete(remote);
        return;
      }
      if (verdict.action === 'wait' || inRow < needed) {
        lastFailure.delete(remote);
        return;
      }
      const actor = { who: ANALYSIS, reason: `${verdict.reason}; ${inRow} judgements in a row` };
      step = verdict.action;
      if (verdict.action === 'rollback') store.endCanary(remote, actor, judged);
      else await promote(remote, judged, actor);
      judgements.forget(remote);
      lastFailure.delete(remote);
      log.info({ remote, build: canary.build, verdict }, 'canary judged');
      told(remote, canary, {
        action: verdict.action,
        share: verdict.action === 'rollback' ? 0 : 100,
        reason: actor.reason,
        ...stepOf(policy),
      });
    } catch (error) {
      if (error instanceof RegistryRefusal && error.reason === 'canary_changed')
        refused(remote, canary.build, step, error);
      else failed(remote, canary.build, step, error);
    }
  };

  /** A passing judgement of a progressive canary whose step has lasted its interval: the next step, or promoted. */
  const stepUp = async (
    remote: string,
    canary: CanaryRef,
    judged: JudgedCanary,
    figures: string,
    at: number,
    naming: (step: string) => void,
  ) => {
    const policy = canary.policy!;
    const steps = policy.steps ?? [];
    const index = policy.step ?? 0;
    const lasted = (at - Date.parse(policy.stepSince ?? policy.since)) / 1000;
    if (lasted < (policy.intervalS ?? 0)) {
      lastFailure.delete(remote);
      return;
    }
    const last = index >= steps.length - 1;
    const reason = `step ${index + 1} of ${steps.length} (${canary.share} %) passed after ${Math.round(lasted)} s: ${figures}`;
    const actor = { who: ANALYSIS, reason };
    naming(last ? 'promote' : 'canary-step');
    if (last) await promote(remote, judged, actor);
    else store.stepCanary(remote, judged, actor);
    judgements.forget(remote);
    lastFailure.delete(remote);
    log.info(
      { remote, build: canary.build, step: index + 1 },
      last ? 'canary promoted at its last step' : 'canary step up',
    );
    if (last)
      told(remote, canary, { action: 'promote', share: 100, reason, step: { at: steps.length, of: steps.length } });
    else
      told(remote, canary, {
        action: 'canary-step',
        share: steps[index + 1]!,
        reason,
        step: { at: index + 2, of: steps.length },
      });
  };

  return async () => {
    let remotes;
    try {
      remotes = Object.entries(store.state().remotes);
    } catch (error) {
      log.error({ err: error }, 'canary analysis: the registry could not be read');
      return;
    }
    for (const [remote, state] of remotes) {
      if (state.canary?.policy) await judgeOne(remote, state.live?.build, state.canary);
    }
  };
}
