import {
  openRegistryDatabase,
  readDocument,
  readState,
  readVersion,
  updateDocument,
  type Db,
} from './registry-database';
import { PreviewKeys } from './preview-keys';
import { QaVerdicts } from './qa-verdicts';
import {
  qaRequiredFor,
  liveMapOf,
  type ActiveKey,
  type LiveMap,
  type MadeKey,
  type PreviewKeyInfo,
  type QaPolicy,
  type QaStatus,
  type QaVerdict,
  type BuildRef,
  type CanaryPolicy,
  type CanaryRef,
  type CheckResult,
  type HistoryAction,
  type PublishedBuild,
  type RegistryDocument,
  type RemoteState,
  type SkippedRoute,
} from '../../shared/registry-model';

/** A change the registry refuses, with what to tell the team. */
export class RegistryRefusal extends Error {
  constructor(
    readonly reason:
      | 'unknown_build'
      | 'not_verified'
      | 'no_previous'
      | 'duplicate_build'
      | 'bad_request'
      | 'origin_not_allowed'
      | 'files_changed'
      /** An automatic action's canary was ended, replaced or moved a step while it was judged: nothing done. */
      | 'canary_changed'
      /** The remote needs a passing QA verdict for the build's digest, and has none (decision 058). */
      | 'qa_required'
      /** The newest QA verdict of the build's digest failed. */
      | 'qa_failed'
      /** A QA verdict named content that is not the build's. */
      | 'digest_mismatch'
      | 'unknown_preview'
      /** The token may not act on what the request named (a key of a remote it has no QA grant for). */
      | 'forbidden',
    message: string,
  ) {
    super(message);
  }
}

export interface Actor {
  who: string;
  reason?: string;
}

/**
 * The canary an automatic action judged, as it read it before awaiting its figures: its build, when it started and
 * the step it was at. The change names it, and is refused in its own transaction when the canary is no longer that
 * one (compare-and-set, as `rollback` does with the build it checked): a person may have ended it, or started
 * another, while the figures were being read.
 */
export interface JudgedCanary {
  build: string;
  since: string;
  step: number;
}

/** What the judge holds of a canary it reads: null for one without a policy (a person judges it). */
export function judgedCanary(canary: CanaryRef | null): JudgedCanary | null {
  return canary?.policy ? { build: canary.build, since: canary.policy.since, step: canary.policy.step ?? 0 } : null;
}

const describeCanary = (canary: JudgedCanary | null) =>
  canary ? `${canary.build} started ${canary.since}, step ${canary.step + 1}` : 'no canary judged by the analysis';

export interface StoreOptions {
  /** The remotes whose promote and canary need a passing QA verdict (`RELEASE_QA_REQUIRED`; default none). */
  qaRequired?: QaPolicy;
}

/** What a QA run says of a build, as it is posted: the registry adds who, when and the build's digest. */
export type QaInput = Omit<QaVerdict, 'who' | 'at' | 'digest'> & { digest?: string };

export interface PublishInput extends BuildRef {
  remote: string;
  digest: string;
  sharedVersions: Record<string, string>;
}

/**
 * The registry kept in SQLite (`registry-database.ts`, decision 039). Every change is one transaction that reads the
 * document, changes it, moves the version on and appends to the history: two concurrent promotions, from this
 * process or from a second registry on the same file, are taken one after the other and both are in the history;
 * a crash leaves the state before the change or after it, on disk once the change is answered.
 */
export class RegistryStore {
  /** The open database; the shoppers' signals and the canaries' judgements are kept in it too. */
  readonly database: Db;
  /** The remotes whose promote and canary need a passing QA verdict. */
  readonly qaRequired: QaPolicy;
  private readonly keys: PreviewKeys;
  private readonly qaVerdicts: QaVerdicts;

  /**
   * `database`: an open registry database (the registry's command opens it, refusing a missing or damaged one), or
   * a file name, opened and created when missing — for tests and tools that want a registry of their own.
   */
  constructor(
    database: Db | string,
    private readonly now: () => Date = () => new Date(),
    options: StoreOptions = {},
  ) {
    this.database = typeof database === 'string' ? openRegistryDatabase(database, { init: true }) : database;
    this.qaRequired = options.qaRequired ?? [];
    this.keys = new PreviewKeys(this.database);
    this.qaVerdicts = new QaVerdicts(this.database);
  }

  read(): RegistryDocument {
    return this.database.transaction(() => readDocument(this.database))();
  }

  /** The version, read alone (a shell's poll of an unchanged registry). */
  version(): number {
    return readVersion(this.database);
  }

  /** The shells' map: the remotes and the keys in force, read together. */
  liveMap(): LiveMap {
    return this.database.transaction(() => liveMapOf(readState(this.database), this.activeKeys()))();
  }

  private activeKeys(): ActiveKey[] {
    return this.keys.active(this.now());
  }

  /** The remotes now, without the history (the shells' map, the signals' tracks, a build's record). */
  state(): Pick<RegistryDocument, 'version' | 'remotes'> {
    return readState(this.database);
  }

  private change(
    remote: string,
    actor: Actor,
    action: HistoryAction,
    apply: (
      state: RemoteState,
      document: RegistryDocument,
    ) => { build: string; manifest: string; previous?: string | null },
    dryRun = false,
  ): RegistryDocument {
    const run = (document: RegistryDocument) => {
      const state = (document.remotes[remote] ??= { live: null, canary: null, builds: {} });
      const done = apply(state, document);
      document.version += 1;
      document.history.push({
        seq: (document.history.at(-1)?.seq ?? 0) + 1,
        at: this.now().toISOString(),
        who: actor.who,
        remote,
        action,
        build: done.build,
        manifest: done.manifest,
        previous: done.previous ?? null,
        reason: actor.reason ?? '',
      });
      return document;
    };
    // A dry run is every check of the change and its outcome, and nothing written.
    return dryRun ? run(this.read()) : updateDocument(this.database, run);
  }

  private built(state: RemoteState, remote: string, build: string): PublishedBuild {
    const found = state.builds[build];
    if (!found) throw new RegistryRefusal('unknown_build', `${remote} has no published build ${build}`);
    return found;
  }

  /**
   * A build recorded before its files are uploaded (`publish` asks first and writes nothing it is refused): its id
   * bound to its content's digest for good. The same content again is a no-op; other content under a known id is
   * refused, so a live build can never be changed in place. Nothing is live yet.
   */
  publish(input: PublishInput, actor: Actor): RegistryDocument {
    const known = this.read().remotes[input.remote]?.builds[input.build];
    if (known && known.digest === input.digest && known.manifest === input.manifest) return this.read();
    return this.change(input.remote, actor, 'publish', (state) => {
      const found = state.builds[input.build];
      if (found) {
        throw new RegistryRefusal(
          'duplicate_build',
          `${input.remote} ${input.build} was published with other content (${found.digest.slice(0, 19)}… at ` +
            `${found.manifest}): a build id names one content for good; build again under a new BUILD_ID`,
        );
      }
      state.builds[input.build] = {
        build: input.build,
        manifest: input.manifest,
        digest: input.digest,
        publishedAt: this.now().toISOString(),
        publishedBy: actor.who,
        sharedVersions: input.sharedVersions,
        verification: null,
      };
      return input;
    });
  }

  /**
   * What the registry's own `verify` found, kept with the build and the digest it ran on; only all three checks
   * passing pass, and a failed verification keeps the build from being promoted.
   */
  recordVerification(
    remote: string,
    build: string,
    result: { checks: CheckResult[]; digest: string; skipped: SkippedRoute[] },
    actor: Actor,
  ): RegistryDocument {
    const { checks, digest, skipped } = result;
    const passed =
      checks.every((check) => check.passed) &&
      VERIFY_CHECKS.every((name) => checks.some((check) => check.check === name));
    return this.change(remote, { ...actor, reason: passed ? 'passed' : failedChecks(checks) }, 'verify', (state) => {
      const found = this.built(state, remote, build);
      found.verification = { at: this.now().toISOString(), by: actor.who, passed, checks, digest, skipped };
      return found;
    });
  }

  /**
   * Makes a verified build live for everyone, or (with `canaryShare`) for that share of shoppers beside the live
   * build: 0 puts it before the shop's own staff only (their staff keys give them every canary), no shopper.
   * Promoting the canary's build for everyone ends the canary.
   */
  promote(
    remote: string,
    build: string,
    actor: Actor,
    canaryShare?: number,
    policy?: Omit<CanaryPolicy, 'since'>,
    dryRun = false,
  ): RegistryDocument {
    return this.promoteChange(remote, build, actor, { canaryShare, policy, dryRun });
  }

  /** The analysis' promotion of the canary it judged: refused when that canary is no longer the one there. */
  promoteCanary(remote: string, judged: JudgedCanary, actor: Actor): RegistryDocument {
    return this.promoteChange(remote, judged.build, actor, { judged });
  }

  private promoteChange(
    remote: string,
    build: string,
    actor: Actor,
    options: {
      canaryShare?: number;
      policy?: Omit<CanaryPolicy, 'since'>;
      dryRun?: boolean;
      judged?: JudgedCanary;
    },
  ): RegistryDocument {
    const { canaryShare, policy, dryRun = false, judged } = options;
    if (canaryShare !== undefined && !(Number.isInteger(canaryShare) && canaryShare >= 0 && canaryShare <= 99)) {
      throw new RegistryRefusal('bad_request', 'a canary share is a whole per cent from 0 (staff only) to 99');
    }
    // A judged canary is judged by its shoppers' figures: with none, it could only ever be promoted blind.
    if (canaryShare === 0 && policy) {
      throw new RegistryRefusal('bad_request', 'a canary for staff only (0 %) is not judged: give it no policy');
    }
    return this.change(
      remote,
      actor,
      canaryShare === undefined ? 'promote' : 'canary',
      (state) => {
        if (judged) stillJudged(state, remote, judged);
        const found = this.built(state, remote, build);
        if (!verified(found)) {
          throw new RegistryRefusal('not_verified', `${remote} ${build} has not passed verify: run it first`);
        }
        this.passedQa(remote, found);
        const ref = { build: found.build, manifest: found.manifest };
        const previous = state.live?.build ?? null;
        if (canaryShare !== undefined) {
          state.canary = {
            ...ref,
            share: canaryShare,
            ...(policy ? { policy: this.startedPolicy(policy, canaryShare) } : {}),
          };
        } else {
          state.live = ref;
          state.canary = null;
        }
        return { ...ref, previous };
      },
      dryRun,
    );
  }

  /**
   * Lets the browsers holding a key (its hash is given) load a published build in place of the live one for
   * `minutes`, so `verify` can load its pages through the real shell before any shopper gets it. Not a live change:
   * nothing is written into the history, but the version moves so shells take it.
   */
  preview(remote: string, build: string, keySha256: string, minutes = 15): RegistryDocument {
    if (!/^[0-9a-f]{64}$/.test(keySha256)) throw new RegistryRefusal('bad_request', 'keySha256: 64 hex digits');
    return updateDocument(this.database, (document) => {
      const state = document.remotes[remote];
      const found = state?.builds[build];
      if (!state || !found) throw new RegistryRefusal('unknown_build', `${remote} has no published build ${build}`);
      state.preview = {
        build,
        manifest: found.manifest,
        keySha256,
        until: new Date(this.now().getTime() + minutes * 60_000).toISOString(),
      };
      document.version += 1;
      return document;
    });
  }

  /**
   * A preview key for QA (decision 058): the browser holding it gets this build of `remote` in place of live for
   * `seconds`, one key among many. Only for a build whose content passed verify; the version moves so shells take it.
   */
  makePreview(remote: string, build: string, seconds: number, actor: Actor): MadeKey {
    return updateDocument(this.database, (document) => {
      const found = document.remotes[remote]?.builds[build];
      if (!found) throw new RegistryRefusal('unknown_build', `${remote} has no published build ${build}`);
      if (!verified(found)) {
        throw new RegistryRefusal(
          'not_verified',
          `${remote} ${build} has not passed verify: there is nothing to preview`,
        );
      }
      const at = this.now();
      const until = new Date(at.getTime() + seconds * 1000).toISOString();
      const made = this.keys.add({
        kind: 'preview',
        remote,
        build,
        digest: found.digest,
        manifest: found.manifest,
        until,
        who: actor.who,
        at: at.toISOString(),
      });
      document.version += 1;
      return { ...made, until, remote, build, digest: found.digest };
    });
  }

  /** A staff key: the browser holding it gets every remote's canary, whatever its bucket, for `seconds`. */
  makeStaffKey(seconds: number, actor: Actor): MadeKey {
    return updateDocument(this.database, (document) => {
      const at = this.now();
      const until = new Date(at.getTime() + seconds * 1000).toISOString();
      const made = this.keys.add({ kind: 'staff', until, who: actor.who, at: at.toISOString() });
      document.version += 1;
      return { ...made, until };
    });
  }

  /** Every key made, newest first, without the keys or their hashes. */
  previewKeys(): PreviewKeyInfo[] {
    return this.keys.list();
  }

  previewKey(id: string): PreviewKeyInfo | null {
    return this.keys.find(id);
  }

  /** Ends a key at once: it leaves the shells' map with the version it moves. */
  revokeKey(id: string): PreviewKeyInfo {
    return updateDocument(this.database, (document) => {
      const key = this.keys.find(id);
      if (!key) throw new RegistryRefusal('unknown_preview', `no preview or staff key ${id}`);
      this.keys.revoke(id, this.now().toISOString());
      document.version += 1;
      return { ...key, revoked: true };
    });
  }

  /**
   * Records what a QA run found of a build, against the build's digest (a digest that is not the build's is refused:
   * the run tested other content). Not a live change: the version stays.
   */
  recordQaVerdict(remote: string, build: string, input: QaInput, actor: Actor): QaVerdict {
    return this.database
      .transaction(() => {
        const found = readState(this.database).remotes[remote]?.builds[build];
        if (!found) throw new RegistryRefusal('unknown_build', `${remote} has no published build ${build}`);
        if (input.digest !== undefined && input.digest !== found.digest) {
          throw new RegistryRefusal(
            'digest_mismatch',
            `${remote} ${build} is ${found.digest}, not ${input.digest}: the run tested other content`,
          );
        }
        const verdict: QaVerdict = { ...input, digest: found.digest, who: actor.who, at: this.now().toISOString() };
        this.qaVerdicts.record(remote, build, verdict);
        return verdict;
      })
      .immediate();
  }

  /** The verdict of a build: the newest recorded against its digest. */
  qaVerdict(remote: string, build: string): QaVerdict | null {
    const found = this.state().remotes[remote]?.builds[build];
    if (!found) throw new RegistryRefusal('unknown_build', `${remote} has no published build ${build}`);
    return this.qaVerdicts.newest(remote, found.digest);
  }

  /** The policy and every build's verdict, for `status` and the teams page. */
  qaStatus(remotes: RegistryDocument['remotes'] = this.state().remotes): QaStatus {
    const newest = this.qaVerdicts.newestByDigest();
    const verdicts: QaStatus['verdicts'] = {};
    for (const [remote, state] of Object.entries(remotes)) {
      for (const build of Object.values(state.builds)) {
        const verdict = newest.get(`${remote} ${build.digest}`);
        if (verdict) (verdicts[remote] ??= {})[build.build] = verdict;
      }
    }
    return { required: this.qaRequired, verdicts };
  }

  /** A remote that needs QA's word goes live (or canary) only with a passing verdict of this very content. */
  private passedQa(remote: string, found: PublishedBuild): void {
    if (!qaRequiredFor(this.qaRequired, remote)) return;
    const verdict = this.qaVerdicts.newest(remote, found.digest);
    if (!verdict) {
      throw new RegistryRefusal(
        'qa_required',
        `${remote} build ${found.build} has no QA verdict: run QA's journeys against a preview ` +
          `(pnpm release preview ${remote} ${found.build})`,
      );
    }
    if (!verdict.passed) {
      throw new RegistryRefusal(
        'qa_failed',
        `QA run ${verdict.run} failed for ${remote} build ${found.build} (report: ${verdict.report ?? 'none'})`,
      );
    }
  }

  private startedPolicy(policy: Omit<CanaryPolicy, 'since'>, share: number): CanaryPolicy {
    const since = this.now().toISOString();
    if (!policy.steps) return { ...policy, since };
    if (policy.steps[0] !== share) {
      throw new RegistryRefusal('bad_request', `a progressive canary starts at its first step (${policy.steps[0]} %)`);
    }
    return { ...policy, since, step: 0, stepSince: since };
  }

  /**
   * A progressive canary's next step, by its analysis: the next share of shoppers (raising it only adds shoppers:
   * buckets 0 … share − 1), timed from now. Refused when the canary is no longer the one judged (a person ended or
   * replaced it meanwhile) or has no further step.
   */
  stepCanary(remote: string, judged: JudgedCanary, actor: Actor): RegistryDocument {
    return this.change(remote, actor, 'canary-step', (state) => {
      stillJudged(state, remote, judged);
      const canary = state.canary!;
      const policy = canary.policy!;
      if (!policy.steps)
        throw new RegistryRefusal('bad_request', `${remote} has no progressive canary of ${judged.build}`);
      const next = (policy.step ?? 0) + 1;
      const share = policy.steps[next];
      if (share === undefined)
        throw new RegistryRefusal('bad_request', `${remote} ${judged.build} is at its last step`);
      canary.share = share;
      canary.policy = { ...policy, step: next, stepSince: this.now().toISOString() };
      return { ...canary, previous: state.live?.build ?? null };
    });
  }

  /**
   * Ends a canary: every shopper gets the live build again. With `judged` (the analysis), only that canary: one
   * ended or replaced meanwhile is left as it is.
   */
  endCanary(remote: string, actor: Actor, judged?: JudgedCanary): RegistryDocument {
    return this.change(remote, actor, 'end-canary', (state) => {
      if (judged) stillJudged(state, remote, judged);
      const canary = state.canary;
      if (!canary) throw new RegistryRefusal('bad_request', `${remote} has no canary`);
      state.canary = null;
      return { ...canary, previous: state.live?.build ?? null };
    });
  }

  /**
   * Back to the build that was live before the current one, for everyone at once (a canary ends too). Rollbacks
   * go further back each time: the promotions form a stack, and a rollback takes the top one off.
   */
  rollback(remote: string, actor: Actor, dryRun = false, expected?: string): RegistryDocument {
    // The lineage is read inside the change's transaction: a promotion by a second registry process in between
    // would otherwise be rolled back over.
    return this.change(
      remote,
      actor,
      'rollback',
      (state, document) => {
        const target = rollbackTargetIn(document, remote);
        // The build whose files were checked is the one that goes live, or nothing does.
        if (expected !== undefined && target !== expected) {
          throw new RegistryRefusal('bad_request', `${remote} changed meanwhile: run the rollback again`);
        }
        const found = this.built(state, remote, target);
        const previous = state.live?.build ?? null;
        state.live = { build: found.build, manifest: found.manifest };
        state.canary = null;
        return { build: found.build, manifest: found.manifest, previous };
      },
      dryRun,
    );
  }

  /** The build a rollback would make live now. */
  rollbackTarget(remote: string): PublishedBuild {
    const document = this.read();
    const target = rollbackTargetIn(document, remote);
    return this.built(document.remotes[remote] ?? { live: null, canary: null, builds: {} }, remote, target);
  }

  /**
   * What a canary's analysis could not do (a promote refused, a database error: `analysis-failed`), would not do
   * (its canary changed while it was judged: `analysis-refused`) or did not do (worse by its shoppers' word alone,
   * not corroborated: `analysis-kept`), in the history by `canary-analysis` with why as the reason; the canary stays
   * as it is.
   */
  recordAnalysis(
    remote: string,
    build: string,
    reason: string,
    action: 'analysis-failed' | 'analysis-refused' | 'analysis-kept',
  ): RegistryDocument {
    return this.change(remote, { who: 'canary-analysis', reason }, action, (state) => ({
      build,
      manifest: state.canary?.build === build ? state.canary.manifest : (state.builds[build]?.manifest ?? ''),
      previous: state.live?.build ?? null,
    }));
  }
}

/** A build whose content passed the registry's verify. */
const verified = (build: PublishedBuild): boolean =>
  build.verification?.passed === true && build.verification.digest === build.digest;

/** Refuses an automatic change whose canary is no longer the one it judged: inside the change's transaction. */
function stillJudged(state: RemoteState, remote: string, judged: JudgedCanary): void {
  const now = judgedCanary(state.canary);
  if (now && now.build === judged.build && now.since === judged.since && now.step === judged.step) return;
  throw new RegistryRefusal(
    'canary_changed',
    `${remote}'s canary changed while it was judged (judged ${describeCanary(judged)}; now ${describeCanary(now)})`,
  );
}

/** The build a rollback of `remote` goes back to: the promotions form a stack, and each rollback takes the top one off. */
function rollbackTargetIn(document: RegistryDocument, remote: string): string {
  const lineage: string[] = [];
  for (const entry of document.history) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'promote') lineage.push(entry.build);
    if (entry.action === 'rollback') lineage.pop();
  }
  const target = lineage.at(-2);
  if (!target) throw new RegistryRefusal('no_previous', `${remote} has no previous live build`);
  return target;
}

/** The checks a build must all pass (release/src/registry/verify). */
export const VERIFY_CHECKS: readonly CheckResult['check'][] = ['files', 'shared-versions', 'pages'];

function failedChecks(checks: CheckResult[]): string {
  const failed = checks.filter((check) => !check.passed);
  return failed.length
    ? `failed: ${failed.map((check) => `${check.check} (${check.detail})`).join('; ')}`
    : 'no check ran';
}
