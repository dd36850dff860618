import {
  qaRequiredFor,
  type BuildFigures,
  type CanaryRef,
  type PublishedBuild,
  type QaVerdict,
  type StatusAnswer,
} from '../shared/registry-model';

const rate = (value: number) => `${Math.round(value * 1000) / 10} %`;

/** How a build's last verification reads in one line: passed or not, when, and the routes the team skipped. */
export function verificationLine(build: PublishedBuild | undefined): string {
  const verification = build?.verification;
  if (!verification) return 'not verified';
  const skipped = verification.skipped.length
    ? `; skipped: ${verification.skipped.map(({ route, reason }) => `${route} (${reason})`).join(', ')}`
    : '';
  return `${verification.passed ? 'verified' : 'FAILED verify'} ${verification.at} by ${verification.by}${skipped}`;
}

/** QA's verdict in one line: passed or failed, the run and its counts, who said it and when, and its report. */
export function qaVerdictWords(verdict: QaVerdict | undefined): string {
  if (!verdict) return 'no QA verdict';
  const { summary } = verdict;
  const counts = summary
    ? ` (${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''})`
    : '';
  const report = verdict.report ? `, report ${verdict.report}` : '';
  return `QA ${verdict.passed ? 'passed' : 'FAILED'}: run ${verdict.run}${counts} by ${verdict.who} ${verdict.at}${report}`;
}

/** A span in words: "1 h", "5 min", "90 s". */
const spanWords = (seconds: number): string =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;

/** How a window of figures reads: "the last 1 h", "the last 5 min", "the last 90 s". */
export const windowWords = (windowS: number): string => `the last ${spanWords(windowS)}`;

/**
 * A canary's share, and for a progressive one where it is on its walk: "for 10 %, step 1 of 3 (10 → 25 → 50 %)
 * since …, each step at least 5 min". Without it a team cannot tell a canary waiting for shoppers from one about to
 * step up.
 */
export function canaryWords(canary: CanaryRef): string {
  const share = `canary ${canary.build} for ${canary.share} %`;
  const policy = canary.policy;
  if (!policy?.steps?.length) return share;
  const at = (policy.step ?? 0) + 1;
  const walk = `${policy.steps.join(' → ')} %`;
  const interval = policy.intervalS ? `, each step at least ${spanWords(policy.intervalS)}` : '';
  return `${share}, step ${at} of ${policy.steps.length} (${walk}) since ${policy.stepSince ?? policy.since}${interval}`;
}

export function printStatus(
  document: StatusAnswer,
  figures: Record<string, Record<string, BuildFigures>>,
  windowS: number,
  only?: string,
): void {
  // Figures without their span cannot be compared with the docs, the teams page or a canary's window.
  console.log(`shoppers' figures over ${windowWords(windowS)} (--window to change)`);
  for (const [name, state] of Object.entries(document.remotes)) {
    if (only && name !== only) continue;
    const canary = state.canary ? `, ${canaryWords(state.canary)}` : '';
    console.log(`${name}: live ${state.live?.build ?? 'none'}${canary}`);
    const qa = document.qa;
    if (qa && qaRequiredFor(qa.required, name)) {
      console.log('  promote and canary need a passing QA verdict (RELEASE_QA_REQUIRED)');
    }
    for (const ref of [state.live, state.canary]) {
      if (!ref) continue;
      const verdict = qa ? `; ${qaVerdictWords(qa.verdicts[name]?.[ref.build])}` : '';
      console.log(`  ${ref.build}: ${verificationLine(state.builds[ref.build])}${verdict}`);
    }
    for (const [build, f] of Object.entries(figures[name] ?? {})) {
      const lcp = f.lcpP75 === null ? 'n/a' : `${Math.round(f.lcpP75)} ms`;
      const failing = f.shoppers > 0 ? f.failingShoppers / f.shoppers : 0;
      console.log(
        `  signals ${build}: ${f.shoppers} shoppers, ${rate(failing)} of them failing, ${f.views} views, ` +
          `error rate ${rate(f.errorRate)}, p75 LCP ${lcp}`,
      );
    }
    for (const entry of document.history.filter((item) => item.remote === name).slice(-10)) {
      const previous = entry.previous ? ` (was ${entry.previous})` : '';
      const reason = entry.reason ? ` — ${entry.reason}` : '';
      console.log(`  ${entry.at}  ${entry.action.padEnd(10)} ${entry.build}${previous} by ${entry.who}${reason}`);
    }
  }
}

/** A remote's builds, newest first: digest, who published it, its verification, and when it was live. */
export function printBuilds(document: StatusAnswer, remote: string): void {
  const state = document.remotes[remote];
  if (!state) {
    console.log(`${remote}: no build published`);
    return;
  }
  const builds = Object.values(state.builds).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  for (const build of builds) {
    const now = state.live?.build === build.build ? ' — LIVE' : state.canary?.build === build.build ? ' — CANARY' : '';
    console.log(`${build.build}${now}`);
    console.log(`  digest ${build.digest}, published ${build.publishedAt} by ${build.publishedBy}`);
    console.log(`  ${verificationLine(build)}`);
    if (document.qa) console.log(`  ${qaVerdictWords(document.qa.verdicts[remote]?.[build.build])}`);
    const live = document.history.filter(
      (entry) =>
        entry.remote === remote && entry.build === build.build && /^(promote|rollback|canary)$/.test(entry.action),
    );
    for (const entry of live)
      console.log(
        `  ${entry.action === 'canary' ? 'canary' : 'live'} from ${entry.at} (${entry.action} by ${entry.who})`,
      );
  }
}
