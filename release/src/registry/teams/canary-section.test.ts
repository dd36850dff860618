import { progressOf } from './canary-section';

const since = '2026-11-27T10:00:00.000Z';
const at = (minutes: number) => Date.parse(since) + minutes * 60_000;

describe("a progressive canary's walk on the teams page", () => {
  it('says the step it is at of how many, the shares to come, and when it may pass', () => {
    const policy = { steps: [5, 10, 25, 50], step: 1, stepSince: since, intervalS: 300 };
    expect(progressOf(policy, at(2))).toBe(
      'step 2 of 4 (10 %), since <time datetime="2026-11-27T10:00:00.000Z">2026-11-27 10:00:00 UTC</time>; ' +
        'then 25 %, 50 %, then promoted; it may pass in 3 min if its checks pass',
    );
    expect(progressOf(policy, at(6))).toContain('it passes at its next passing check');
  });

  it('at its last step, says the promotion comes next; a canary without steps has no walk', () => {
    expect(progressOf({ steps: [5, 50], step: 1 }, at(0))).toBe('step 2 of 2 (50 %), then promoted');
    expect(progressOf({}, at(0))).toBeNull();
  });
});
