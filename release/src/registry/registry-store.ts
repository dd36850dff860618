import { openRegistryDatabase, readDocument, updateDocument, type Db } from './registry-database';
import {
  type BuildRef,
  type CanaryPolicy,
  type CheckResult,
  type HistoryAction,
  type PublishedBuild,
  type RegistryDocument,
  type RemoteState,
} from './registry-model';

/** A change the registry refuses, with what to tell the team. */
export class RegistryRefusal extends Error {
  constructor(
    readonly reason: 'unknown_build' | 'not_verified' | 'no_previous' | 'duplicate_build' | 'bad_request',
    message: string,
  ) {
    super(message);
  }
}

export interface Actor {
  who: string;
  reason?: string;
}

export interface PublishInput extends BuildRef {
  remote: string;
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

  /**
   * `database`: an open registry database (the registry's command opens it, refusing a missing or damaged one), or
   * a file name, opened and created when missing — for tests and tools that want a registry of their own.
   */
  constructor(
    database: Db | string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.database = typeof database === 'string' ? openRegistryDatabase(database, { init: true }) : database;
  }

  read(): RegistryDocument {
    return this.database.transaction(() => readDocument(this.database))();
  }

  private change(
    remote: string,
    actor: Actor,
    action: HistoryAction,
    apply: (
      state: RemoteState,
      document: RegistryDocument,
    ) => { build: string; manifest: string; previous?: string | null },
  ): RegistryDocument {
    return updateDocument(this.database, (document) => {
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
    });
  }

  private built(state: RemoteState, remote: string, build: string): PublishedBuild {
    const found = state.builds[build];
    if (!found) throw new RegistryRefusal('unknown_build', `${remote} has no published build ${build}`);
    return found;
  }

  /** A build uploaded to the CDN, recorded: nothing is live yet. */
  publish(input: PublishInput, actor: Actor): RegistryDocument {
    return this.change(input.remote, actor, 'publish', (state) => {
      const known = state.builds[input.build];
      if (known && known.manifest !== input.manifest) {
        throw new RegistryRefusal('duplicate_build', `${input.remote} ${input.build} is already at ${known.manifest}`);
      }
      state.builds[input.build] = {
        build: input.build,
        manifest: input.manifest,
        publishedAt: this.now().toISOString(),
        publishedBy: actor.who,
        sharedVersions: input.sharedVersions,
        verification: null,
      };
      return input;
    });
  }

  /** What `verify` found, kept with the build; a failed verification keeps it from being promoted. */
  recordVerification(remote: string, build: string, checks: CheckResult[], actor: Actor): RegistryDocument {
    const passed = checks.length > 0 && checks.every((check) => check.passed);
    return this.change(remote, { ...actor, reason: passed ? 'passed' : failedChecks(checks) }, 'verify', (state) => {
      const found = this.built(state, remote, build);
      found.verification = { at: this.now().toISOString(), by: actor.who, passed, checks };
      return found;
    });
  }

  /**
   * Makes a verified build live for everyone, or (with `canaryShare`) for that share of shoppers beside the live
   * build. Promoting the canary's build for everyone ends the canary.
   */
  promote(
    remote: string,
    build: string,
    actor: Actor,
    canaryShare?: number,
    policy?: Omit<CanaryPolicy, 'since'>,
  ): RegistryDocument {
    if (canaryShare !== undefined && !(Number.isInteger(canaryShare) && canaryShare >= 1 && canaryShare <= 99)) {
      throw new RegistryRefusal('bad_request', 'a canary share is a whole per cent from 1 to 99');
    }
    return this.change(remote, actor, canaryShare === undefined ? 'promote' : 'canary', (state) => {
      const found = this.built(state, remote, build);
      if (!found.verification?.passed) {
        throw new RegistryRefusal('not_verified', `${remote} ${build} has not passed verify: run it first`);
      }
      const ref = { build: found.build, manifest: found.manifest };
      const previous = state.live?.build ?? null;
      if (canaryShare !== undefined) {
        state.canary = {
          ...ref,
          share: canaryShare,
          ...(policy ? { policy: { ...policy, since: this.now().toISOString() } } : {}),
        };
      } else {
        state.live = ref;
        state.canary = null;
      }
      return { ...ref, previous };
    });
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

  /** Ends a canary: every shopper gets the live build again. */
  endCanary(remote: string, actor: Actor): RegistryDocument {
    return this.change(remote, actor, 'end-canary', (state) => {
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
  rollback(remote: string, actor: Actor): RegistryDocument {
    // The lineage is read inside the change's transaction: a promotion by a second registry process in between
    // would otherwise be rolled back over.
    return this.change(remote, actor, 'rollback', (state, document) => {
      const lineage: string[] = [];
      for (const entry of document.history) {
        if (entry.remote !== remote) continue;
        if (entry.action === 'promote') lineage.push(entry.build);
        if (entry.action === 'rollback') lineage.pop();
      }
      const target = lineage.at(-2);
      if (!target) throw new RegistryRefusal('no_previous', `${remote} has no previous live build`);
      const found = this.built(state, remote, target);
      const previous = state.live?.build ?? null;
      state.live = { build: found.build, manifest: found.manifest };
      state.canary = null;
      return { build: found.build, manifest: found.manifest, previous };
    });
  }

  /**
   * What a canary's analysis could not do (a promote refused, a database error), in the history by
   * `canary-analysis` with the error as the reason; the canary stays as it is.
   */
  recordAnalysisFailure(remote: string, build: string, reason: string): RegistryDocument {
    return this.change(remote, { who: 'canary-analysis', reason }, 'analysis-failed', (state) => ({
      build,
      manifest: state.canary?.build === build ? state.canary.manifest : (state.builds[build]?.manifest ?? ''),
      previous: state.live?.build ?? null,
    }));
  }
}

function failedChecks(checks: CheckResult[]): string {
  const failed = checks.filter((check) => !check.passed);
  return failed.length
    ? `failed: ${failed.map((check) => `${check.check} (${check.detail})`).join('; ')}`
    : 'no check ran';
}
