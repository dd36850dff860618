import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import * as v from 'valibot';
import { BUILDS, type BuildsSeen } from './page-builds';
import { previewKeyFrom } from './preview';
import { decideVerdict, QA_ENV, type TestSeen } from './qa-verdict';

/** The `builds` attachment as page-builds.ts writes it. */
const SEEN = v.object({
  pages: v.array(v.object({ url: v.string(), builds: v.record(v.string(), v.string()), preview: v.boolean() })),
  builds: v.record(v.string(), v.array(v.string())),
  previewed: v.array(v.string()),
});

function buildsOf(result: TestResult | undefined): BuildsSeen | null {
  const body = result?.attachments.find((attachment) => attachment.name === BUILDS)?.body;
  if (!body) return null;
  try {
    const parsed = v.safeParse(SEEN, JSON.parse(body.toString('utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

const log = (line: string) => console.log(`[qa] ${line}`);

/**
 * Posts the run's verdict on the previewed build to the release registry when E2E_PREVIEW, E2E_QA_REGISTRY and
 * E2E_QA_TOKEN are set (`POST /v1/remotes/<remote>/builds/<build>/qa`, decideVerdict says what), and prints what it
 * posted. A verdict that could not be posted is printed and fails the run: a gate must never be left open quietly.
 */
export default class QaVerdictReporter implements Reporter {
  private suite: Suite | null = null;
  private readonly last = new Map<TestCase, TestResult>();

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.last.set(test, result);
  }

  async onEnd(_result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const registry = process.env[QA_ENV.registry];
    const token = process.env[QA_ENV.token];
    const preview = previewKeyFrom();
    if (!registry || !token || !preview) {
      if (registry || token) log(`no verdict posted: it needs E2E_PREVIEW, ${QA_ENV.registry} and ${QA_ENV.token}`);
      return registry || token ? { status: 'failed' } : undefined;
    }
    if (!preview.remote) {
      log('no verdict posted: a staff key names no remote (a verdict is on one build of one remote)');
      return { status: 'failed' };
    }
    const tests: TestSeen[] = (this.suite?.allTests() ?? []).map((test) => ({
      outcome: test.outcome(),
      builds: buildsOf(this.last.get(test)),
    }));
    const verdict = decideVerdict({ remote: preview.remote, tests, env: process.env, now: new Date() });
    if (!verdict.post) {
      log(`no verdict posted: ${verdict.why}`);
      return { status: 'failed' };
    }
    const { remote, build, body, reasons } = verdict;
    for (const reason of reasons) log(`failed: ${reason}`);
    const url = `${registry.replace(/\/$/, '')}/v1/remotes/${encodeURIComponent(remote)}/builds/${encodeURIComponent(build)}/qa`;
    const answer = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    }).catch((error: unknown) => error as Error);
    if (answer instanceof Error || !answer.ok) {
      const why = answer instanceof Error ? answer.message : `${answer.status} ${await answer.text()}`;
      log(`the verdict on ${remote} build ${build} was NOT recorded (POST ${url}): ${why}`);
      return { status: 'failed' };
    }
    const { summary } = body;
    log(
      `posted to ${url}: ${body.passed ? 'passed' : 'FAILED'}, run "${body.run}", ` +
        `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped` +
        (body.report ? `, report ${body.report}` : ''),
    );
    return undefined;
  }

  printsToStdio(): boolean {
    return false;
  }
}
