import * as v from 'valibot';
import type { BuildsSeen } from './page-builds';

/** The settings of a run that posts its verdict to the release registry (docs/testing.md). */
export const QA_ENV = {
  registry: 'E2E_QA_REGISTRY',
  token: 'E2E_QA_TOKEN',
  build: 'E2E_QA_BUILD',
  run: 'E2E_QA_RUN',
  report: 'E2E_QA_REPORT_URL',
} as const;

const RUN = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const HTTP_URL = v.pipe(
  v.string(),
  v.url(),
  v.check((url) => /^https?:$/.test(new URL(url).protocol), 'not an http(s) address'),
);

/** One test of the run as the verdict counts it: its outcome, and the builds its pages showed. */
export interface TestSeen {
  outcome: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  builds: BuildsSeen | null;
}

export interface VerdictBody {
  passed: boolean;
  run: string;
  report?: string;
  summary: { passed: number; failed: number; skipped: number };
  pages?: Record<string, string>;
}

/** What to post (remote, build, body, and why it failed when the journeys alone did not), or why nothing can be. */
export type Verdict =
  { post: true; remote: string; build: string; body: VerdictBody; reasons: string[] } | { post: false; why: string };

/**
 * The run's verdict on the previewed build. The build is `E2E_QA_BUILD`, else the one build of the key's remote the
 * pages showed as a preview. The verdict passes only when every journey that ran passed, at least one did, and the
 * pages showed that one build previewed: pages on different builds, or on none previewed (the key expired, was
 * revoked, or the store ignored it), make it failed, saying so, since the journeys then tested something else.
 */
export function decideVerdict(input: {
  remote: string;
  tests: TestSeen[];
  env: NodeJS.ProcessEnv;
  now: Date;
}): Verdict {
  const { remote, tests, env } = input;
  const summary = { passed: 0, failed: 0, skipped: 0 };
  for (const test of tests) {
    if (test.outcome === 'skipped') summary.skipped += 1;
    else if (test.outcome === 'unexpected') summary.failed += 1;
    else summary.passed += 1;
  }
  const previewed = new Set<string>();
  const pages: Record<string, Set<string>> = {};
  for (const { builds } of tests) {
    if (!builds) continue;
    for (const [name, list] of Object.entries(builds.builds))
      list.forEach((build) => (pages[name] ??= new Set()).add(build));
    if (builds.previewed.includes(remote)) builds.builds[remote]?.forEach((build) => previewed.add(build));
  }
  const given = env[QA_ENV.build]?.trim();
  const build = given || (previewed.size === 1 ? [...previewed][0]! : undefined);
  if (!build) {
    const why =
      previewed.size > 1
        ? `the pages showed ${remote} builds ${[...previewed].join(', ')} previewed, and ${QA_ENV.build} names none`
        : `no page showed a preview of ${remote}, and ${QA_ENV.build} names no build`;
    return { post: false, why };
  }
  const reasons: string[] = [];
  if (previewed.size === 0)
    reasons.push(`no page showed a preview of ${remote} (key expired, revoked or not honoured)`);
  else if (previewed.size > 1 || !previewed.has(build))
    reasons.push(`the pages showed ${remote} builds ${[...previewed].join(', ')} previewed, not build ${build} alone`);
  if (summary.passed + summary.failed === 0) reasons.push('no journey ran');

  const run = v.safeParse(RUN, env[QA_ENV.run] ?? `e2e ${remote} ${build} ${input.now.toISOString()}`);
  if (!run.success) return { post: false, why: `${QA_ENV.run} must be 1 to 200 characters` };
  const reportGiven = env[QA_ENV.report];
  const report = reportGiven === undefined ? undefined : v.safeParse(HTTP_URL, reportGiven);
  if (report && !report.success) return { post: false, why: `${QA_ENV.report} is not an http(s) address` };

  const single = Object.entries(pages).filter(([, builds]) => builds.size === 1);
  const body: VerdictBody = {
    passed: summary.failed === 0 && reasons.length === 0,
    run: run.output,
    ...(report ? { report: report.output } : {}),
    summary,
    ...(single.length > 0
      ? { pages: Object.fromEntries(single.map(([name, builds]) => [name, [...builds][0]!])) }
      : {}),
  };
  return { post: true, remote, build, body, reasons };
}
