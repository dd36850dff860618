import type { BuildFigures, PublishedBuild, RegistryDocument } from '../shared/registry-model';

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

/** How a window of figures reads: "the last 1 h", "the last 5 min", "the last 90 s". */
export function windowWords(windowS: number): string {
  if (windowS % 3600 === 0) return `the last ${windowS / 3600} h`;
  if (windowS % 60 === 0) return `the last ${windowS / 60} min`;
  return `the last ${windowS} s`;
}

export function printStatus(
  document: RegistryDocument,
  figures: Record<string, Record<string, BuildFigures>>,
  windowS: number,
  only?: string,
): void {
  // Figures without their span cannot be compared with the docs, the teams page or a canary's window.
  console.log(`shoppers' figures over ${windowWords(windowS)} (--window to change)`);
  for (const [name, state] of Object.entries(document.remotes)) {
    if (only && name !== only) continue;
    const canary = state.canary ? `, canary ${state.canary.build} for ${state.canary.share} %` : '';
    console.log(`${name}: live ${state.live?.build ?? 'none'}${canary}`);
    for (const ref of [state.live, state.canary]) {
      if (ref) console.log(`  ${ref.build}: ${verificationLine(state.builds[ref.build])}`);
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
export function printBuilds(document: RegistryDocument, remote: string): void {
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
