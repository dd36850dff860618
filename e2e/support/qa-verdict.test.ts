import type { BuildsSeen } from './page-builds';
import { decideVerdict, type TestSeen } from './qa-verdict';

const NOW = new Date('2026-11-28T12:00:00.000Z');

/** The builds a test's pages showed: mf_catalog on `catalog` (previewed or not), mf_checkout on c-3. */
function seen(catalog: string, previewed = true): BuildsSeen {
  const builds = { mf_catalog: catalog, mf_checkout: 'c-3' };
  return {
    pages: [{ url: 'https://shop.test/pc', builds, preview: previewed }],
    builds: { mf_catalog: [catalog], mf_checkout: ['c-3'] },
    previewed: previewed ? ['mf_catalog'] : [],
  };
}

const passing = (builds: BuildsSeen | null = seen('b-17')): TestSeen => ({ outcome: 'expected', builds });
const decide = (tests: TestSeen[], env: NodeJS.ProcessEnv = {}) =>
  decideVerdict({ remote: 'mf_catalog', tests, env, now: NOW });

describe('the verdict a QA run posts', () => {
  it('passes the one previewed build the pages showed when every journey passed, with the counts and pages', () => {
    const verdict = decide([
      passing(),
      passing(),
      { outcome: 'skipped', builds: null },
      { outcome: 'flaky', builds: null },
    ]);
    expect(verdict).toEqual({
      post: true,
      remote: 'mf_catalog',
      build: 'b-17',
      reasons: [],
      body: {
        passed: true,
        run: 'e2e mf_catalog b-17 2026-11-28T12:00:00.000Z',
        summary: { passed: 3, failed: 0, skipped: 1 },
        pages: { mf_catalog: 'b-17', mf_checkout: 'c-3' },
      },
    });
  });

  it('fails when a journey failed, naming the run and report given', () => {
    const verdict = decide([passing(), { outcome: 'unexpected', builds: seen('b-17') }], {
      E2E_QA_RUN: 'nightly 42',
      E2E_QA_REPORT_URL: 'https://ci.example.com/runs/42/report',
    });
    expect(verdict).toMatchObject({
      post: true,
      build: 'b-17',
      body: {
        passed: false,
        run: 'nightly 42',
        report: 'https://ci.example.com/runs/42/report',
        summary: { passed: 1, failed: 1, skipped: 0 },
      },
    });
  });

  it('fails, saying so, when the pages showed two previewed builds, even if every journey passed', () => {
    const verdict = decide([passing(seen('b-17')), passing(seen('b-18'))], { E2E_QA_BUILD: 'b-17' });
    expect(verdict).toMatchObject({ post: true, build: 'b-17', body: { passed: false } });
    expect(verdict.post && verdict.reasons).toEqual([
      'the pages showed mf_catalog builds b-17, b-18 previewed, not build b-17 alone',
    ]);
    // Without E2E_QA_BUILD there is no one build to post against.
    expect(decide([passing(seen('b-17')), passing(seen('b-18'))])).toEqual({
      post: false,
      why: 'the pages showed mf_catalog builds b-17, b-18 previewed, and E2E_QA_BUILD names none',
    });
  });

  it('fails E2E_QA_BUILD when no page showed a preview (the key expired or was not honoured)', () => {
    const verdict = decide([passing(seen('live-1', false))], { E2E_QA_BUILD: 'b-17' });
    expect(verdict).toMatchObject({ post: true, build: 'b-17', body: { passed: false } });
    expect(verdict.post && verdict.reasons).toEqual([
      'no page showed a preview of mf_catalog (key expired, revoked or not honoured)',
    ]);
    expect(decide([passing(seen('live-1', false))])).toEqual({
      post: false,
      why: 'no page showed a preview of mf_catalog, and E2E_QA_BUILD names no build',
    });
  });

  it('fails E2E_QA_BUILD when the pages previewed another build', () => {
    const verdict = decide([passing(seen('b-18'))], { E2E_QA_BUILD: 'b-17' });
    expect(verdict).toMatchObject({ post: true, build: 'b-17', body: { passed: false } });
  });

  it('fails a run in which no journey ran (a --grep that matched nothing proves nothing)', () => {
    const verdict = decide([{ outcome: 'skipped', builds: null }], { E2E_QA_BUILD: 'b-17' });
    expect(verdict.post && verdict.body.passed).toBe(false);
    expect(verdict.post && verdict.reasons).toContain('no journey ran');
  });

  it('posts nothing for a report address that is not http(s), or a run name too long', () => {
    expect(decide([passing()], { E2E_QA_REPORT_URL: 'javascript:alert(1)' })).toEqual({
      post: false,
      why: 'E2E_QA_REPORT_URL is not an http(s) address',
    });
    expect(decide([passing()], { E2E_QA_RUN: 'x'.repeat(201) })).toEqual({
      post: false,
      why: 'E2E_QA_RUN must be 1 to 200 characters',
    });
  });
});
