import { canaryRequestFrom, stepsFrom } from './canary-args';
import { parseCommand } from './release-args';

const request = (...argv: string[]) => canaryRequestFrom(parseCommand(['canary', 'mf_catalog', 'b2', ...argv]).options);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { message: (error as Error).message, kind: (error as { kind?: string }).kind };
  }
  throw new Error('not refused');
};

describe('pnpm release canary', () => {
  it('walks --steps every --interval, judged over each step, promoted after the last', () => {
    expect(request('--steps', '5,10,25,50', '--interval', '5m')).toEqual({
      share: 5,
      policy: {
        marginPct: 5,
        windowS: 300,
        minShoppers: 20,
        failuresInRow: 3,
        steps: [5, 10, 25, 50],
        intervalS: 300,
      },
    });
    expect(request('--steps', '10,50', '--min-shoppers', '100').policy).toMatchObject({ intervalS: 300, windowS: 300 });
  });

  it('keeps one share with --percent as before', () => {
    expect(request('--percent', '10', '--promote-after', '1h')).toEqual({
      share: 10,
      policy: { marginPct: 5, windowS: 300, minShoppers: 20, failuresInRow: 3, promoteAfterS: 3600 },
    });
  });

  it.each([
    [
      ['--steps', '5,10', '--percent', '5'],
      '--percent or --steps, not both: a progressive canary starts at its first step',
    ],
    [[], '--percent N or --steps 5,10,25,50 is needed: pnpm release canary --help'],
    [['--percent', '5', '--interval', '5m'], '--interval goes with --steps'],
    [
      ['--steps', '5,10', '--promote-after', '1h'],
      '--promote-after does not go with --steps: a progressive canary is promoted after its last step',
    ],
    [
      ['--steps', '5,10', '--interval', '5 min'],
      '--interval: a number of seconds, or with a unit: 90s, 5m, 1h, not "5 min"',
    ],
  ])('refuses %j as bad arguments (exit code 2)', (argv, message) => {
    expect(refusal(() => request(...argv))).toEqual({ message, kind: 'usage' });
  });

  it.each(['5', '10,5', '5,5', '0,10', '5,100', '5%,10', '5,,10', '1,2,3,4,5,6,7,8,9,10,11'])(
    'refuses --steps %s',
    (value) => {
      expect(refusal(() => stepsFrom(value))).toEqual({
        message: `--steps: 2 to 10 whole per cents from 1 to 99, each above the last (5,10,25,50), not "${value}"`,
        kind: 'usage',
      });
    },
  );
});
