import type { LiveMap, ServerError } from '@shop/serve';

/**
 * The release registry of one environment: for each remote, the builds its team published, the live one, an
 * optional canary with its share of shoppers, and the history of every change. Shell servers read `LiveMap`
 * (`/v1/registry`); teams change it only through the release command.
 */

/** A build's own address: its `mf-manifest.json` (every build is published into a folder of its own). */
export interface BuildRef {
  build: string;
  manifest: string;
}

export interface CanaryRef extends BuildRef {
  /** Per cent of shoppers (by their sticky bucket) who get the canary, 1 … 99; 0: staff keys only, never judged. */
  share: number;
  /** When set, the registry judges the canary by shoppers' signals and rolls it back or promotes it itself. */
  policy?: CanaryPolicy;
}

/** How a canary is judged (release/src/registry/canary/judge/canary-analysis.ts). */
export interface CanaryPolicy {
  /** How much worse than live it may be: error-rate points, and per cent of p75 LCP. */
  marginPct: number;
  /** The window of signals compared, in seconds. */
  windowS: number;
  /** Distinct shoppers the canary reached (a view or an error) before it is judged. */
  minShoppers: number;
  /** Judgements in a row that must say roll back (or promote) before it is done (default 3): one bad minute is not a verdict. */
  failuresInRow?: number;
  /** Promote it after this long when it is not worse (absent: a person promotes it). */
  promoteAfterS?: number;
  /** When the canary started. */
  since: string;
  /**
   * A progressive canary (`pnpm release canary --steps 5,10,25,50`): the shares it walks up, the first one where it
   * starts; after the last one passes, it is promoted. Each step lasts `intervalS` at least, and is judged over its
   * own time (decision 049).
   */
  steps?: number[];
  intervalS?: number;
  /** The step it is at (an index into `steps`) and when that step started. */
  step?: number;
  stepSince?: string;
}

/** What `verify` found: every check by name, passed or not, and why. */
export interface CheckResult {
  check: 'files' | 'shared-versions' | 'pages';
  passed: boolean;
  detail: string;
}

/** A route of the remote `verify` did not load, and the team's reason, shown by `status`. */
export interface SkippedRoute {
  route: string;
  reason: string;
}

/** What the registry's own `verify` found about a build (never a client's word: decision 040). */
export interface Verification {
  at: string;
  /** Who asked for it. */
  by: string;
  passed: boolean;
  checks: CheckResult[];
  /** The content it was run on: the build's digest. */
  digest: string;
  /** Routes the team said not to load, with why. */
  skipped: SkippedRoute[];
}

export interface PublishedBuild extends BuildRef {
  publishedAt: string;
  publishedBy: string;
  /**
   * The digest of its files (`sha256:…`, release/src/shared/build-digest.ts), bound to the build id at publish:
   * other content under this id is refused, and `promote` re-checks the CDN's files against it.
   */
  digest: string;
  /** The versions of the shared packages it was built against (its manifest's buildInfo). */
  sharedVersions: Record<string, string>;
  /** The last verification: only a build whose last verification passed can be promoted. */
  verification: Verification | null;
}

export type HistoryAction =
  | 'publish'
  | 'verify'
  | 'promote'
  | 'canary'
  /** A progressive canary's analysis took it to its next share. */
  | 'canary-step'
  | 'end-canary'
  | 'rollback'
  /** A canary's analysis could not do what it decided (a database error, a promote refused): the canary stays. */
  | 'analysis-failed'
  /** A canary's analysis decided on a canary that was ended, replaced or moved on meanwhile: nothing was done. */
  | 'analysis-refused'
  /** Its shoppers' errors said worse, with nothing to corroborate them (decision 055): the canary was kept. */
  | 'analysis-kept';

export interface HistoryEntry {
  /** 1, 2, 3 … in the order the registry took the changes. */
  seq: number;
  at: string;
  who: string;
  remote: string;
  action: HistoryAction;
  build: string;
  manifest: string;
  /** The live build before the change (promote, rollback). */
  previous: string | null;
  reason: string;
}

/**
 * A build shown, before it is live, to the browsers that hold its key (`verify` loads its pages through the real
 * shell this way). Shells see the key's hash only; the preview ends by itself.
 */
export interface PreviewRef extends BuildRef {
  keySha256: string;
  until: string;
}

/** A key the registry made for QA (a preview of one build) or for the shop's staff (every canary), as listed. */
export interface PreviewKeyInfo {
  id: string;
  kind: 'preview' | 'staff';
  remote?: string;
  build?: string;
  digest?: string;
  until: string;
  who: string;
  revoked: boolean;
}

/** A key just made (`POST …/previews`, `POST /v1/staff-keys`): the key itself is in this answer and nowhere else. */
export interface MadeKey {
  id: string;
  key: string;
  until: string;
  /** A preview's remote, build and content. */
  remote?: string;
  build?: string;
  digest?: string;
}

/** A key in force, as the live map carries it: its hash only, and for a preview the build it shows. */
export type ActiveKey =
  { kind: 'staff'; keySha256: string; until: string } | (PreviewRef & { kind: 'preview'; remote: string });

/** A QA run's counts, as the journeys' reporter posts them. */
export interface QaSummary {
  passed: number;
  failed: number;
  skipped?: number;
}

/** What a QA run found of one build, recorded against its digest (decision 058): the newest of a digest is its verdict. */
export interface QaVerdict {
  passed: boolean;
  /** Names the run (a CI job, `qa-command <verification id>`). */
  run: string;
  report: string | null;
  digest: string;
  who: string;
  at: string;
  summary: QaSummary | null;
  /** The builds the run's pages showed, remote -> build. */
  pages: Record<string, string> | null;
  /** The last lines of `RELEASE_QA_COMMAND`'s output, when the registry ran it. */
  output?: string;
}

/** The remotes whose promote and canary need a passing QA verdict (`RELEASE_QA_REQUIRED`): names, or `*`. */
export type QaPolicy = readonly string[] | '*';

export const qaRequiredFor = (policy: QaPolicy, remote: string): boolean => policy === '*' || policy.includes(remote);

/** QA's side of `GET /v1/status`: the policy, and each build's verdict (for its digest), by remote and build. */
export interface QaStatus {
  required: QaPolicy;
  verdicts: Record<string, Record<string, QaVerdict>>;
}

/** `GET /v1/status`: the document, with QA's verdicts and policy beside it. */
export interface StatusAnswer extends RegistryDocument {
  qa?: QaStatus;
}

export interface RemoteState {
  live: BuildRef | null;
  canary: CanaryRef | null;
  preview?: PreviewRef | null;
  builds: Record<string, PublishedBuild>;
}

export interface RegistryDocument {
  /** Bumped by every change: the shells' ETag. */
  version: number;
  remotes: Record<string, RemoteState>;
  history: HistoryEntry[];
}

/** What a shell server reads: the live, canary and preview build of each remote (its one schema: `@shop/serve`). */
export type { LiveMap };

/** What a team may say about its pages when it asks for a verify: where to load a route, or why not to. */
export interface VerifyRequest {
  /** Route name -> the address to load it at (`/pc/active/spring-sale`), for a page that needs an id. */
  pages?: Record<string, string>;
  /** Route name -> why it is not loaded; shown by `status`. */
  skip?: Record<string, string>;
}

/** A build's figures over a span of time, as `GET /v1/signals` answers them per remote and build. */
export interface BuildFigures {
  views: number;
  errors: number;
  /** Errors (load, render, failed calls) per page view: the teams' view of how often it fails. */
  errorRate: number;
  /** Distinct shoppers the build reached: who viewed it or met an error in it (a build that does not load has no views). */
  shoppers: number;
  /** Distinct shoppers who met at least one error: a canary is judged by `failingShoppers / shoppers`. */
  failingShoppers: number;
  /**
   * Distinct client networks (a /24 or /48, as a tag) those failing shoppers came from; signals without a tag count
   * as one network. A rollback on shoppers' errors needs several, or the servers' word (decision 055).
   */
  failingNetworks: number;
  /** What the shell servers saw go wrong themselves for this build, by kind (`api-5xx`, `render-failed`, `chunk-404`). */
  serverErrors: Partial<Record<ServerError['k'], number>>;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  failedCalls: Record<string, number>;
}

export const emptyRegistry = (): RegistryDocument => ({ version: 0, remotes: {}, history: [] });

/**
 * The shells' map: each remote's live, canary and verify's preview, with QA's preview keys and the staff keys in
 * force (`keys`: the registry leaves out revoked and expired ones); a remote without QA keys, and a registry without
 * staff keys, say nothing of them.
 */
export function liveMapOf(
  document: Pick<RegistryDocument, 'version' | 'remotes'>,
  keys: readonly ActiveKey[] = [],
): LiveMap {
  const previewsOf = (remote: string) =>
    keys.flatMap((key) =>
      key.kind === 'preview' && key.remote === remote
        ? [{ build: key.build, manifest: key.manifest, keySha256: key.keySha256, until: key.until }]
        : [],
    );
  const staff = keys.flatMap((key) => (key.kind === 'staff' ? [{ keySha256: key.keySha256, until: key.until }] : []));
  return {
    version: document.version,
    remotes: Object.fromEntries(
      Object.entries(document.remotes).map(([name, state]) => {
        const previews = previewsOf(name);
        return [
          name,
          {
            live: state.live,
            canary: state.canary,
            preview: state.preview ?? null,
            ...(previews.length ? { previews } : {}),
          },
        ];
      }),
    ),
    ...(staff.length ? { staff } : {}),
  };
}
