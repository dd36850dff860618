import type { CanaryRef } from '../../shared/registry-model';
import { RegistryRefusal, type Actor, type RegistryStore } from '../state/registry-store';
import { DEFAULT_FAILURES_IN_ROW, judgeCanary } from './canary-analysis';
import type { CanaryJudgements } from './canary-judgements';
import type { SignalsStore } from './signals-store';

/**
 * Makes a canary's build live for everyone when its analysis says so. Given to the server, so the promotion can
 * check what a person's promote checks first (the build's files, which is asynchronous).
 */
export type PromoteCanary = (remote: string, build: string, actor: Actor) => Promise<unknown>;

export interface JudgeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CanaryJudgeOptions {
  store: RegistryStore;
  signals: SignalsStore;
  judgements: CanaryJudgements;
  promote: PromoteCanary;
  log: JudgeLog;
  now?: () => number;
}

const ANALYSIS = 'canary-analysis';

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
  const { store, signals, judgements, promote, log, now = Date.now } = options;
  const lastFailure = new Map<string, string>();

  const failed = (remote: string, build: string, step: string, error: unknown) => {
    const reason = `${step} failed: ${describeError(error)}`;
    log.error({ remote, build, err: error }, `canary analysis: ${reason}`);
    if (lastFailure.get(remote) === reason) return;
    lastFailure.set(remote, reason);
    try {
      store.recordAnalysisFailure(remote, build, reason);
    } catch (written) {
      log.error({ remote, build, err: written }, 'canary analysis: its failure could not be written to the history');
    }
  };

  const judgeOne = async (remote: string, liveBuild: string | undefined, canary: CanaryRef) => {
    const policy = canary.policy!;
    let step = 'judgement';
    try {
      const at = now();
      const from = Math.max(Date.parse(policy.since), at - policy.windowS * 1000);
      const figures = signals.between(from, at, remote)[remote] ?? {};
      const verdict = judgeCanary(
        liveBuild === undefined ? undefined : figures[liveBuild],
        figures[canary.build],
        policy,
        at,
      );
      const inRow = judgements.record(remote, canary.build, verdict.action);
      const needed = policy.failuresInRow ?? DEFAULT_FAILURES_IN_ROW;
      if (verdict.action === 'wait' || inRow < needed) {
        lastFailure.delete(remote);
        return;
      }
      const actor = { who: ANALYSIS, reason: `${verdict.reason}; ${inRow} judgements in a row` };
      step = verdict.action;
      if (verdict.action === 'rollback') store.endCanary(remote, actor);
      else await promote(remote, canary.build, actor);
      judgements.forget(remote);
      lastFailure.delete(remote);
      log.info({ remote, build: canary.build, verdict }, 'canary judged');
    } catch (error) {
      failed(remote, canary.build, step, error);
    }
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
