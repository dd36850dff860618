import { pairs, parseCommand, seconds, usage, verbUsage, wholeNumber } from './release-args';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { message: (error as Error).message, kind: (error as { kind?: string }).kind };
  }
  throw new Error('not refused');
};

describe('the release command line', () => {
  it.each(['10%', '0', '100', '1.5', '', 'ten'])('refuses a share of "%s" in one line, as bad arguments', (value) => {
    expect(refusal(() => wholeNumber('canary', value, 1, 99))).toEqual({
      message: `--canary: a whole number from 1 to 99, not "${value}"`,
      kind: 'usage',
    });
  });

  it('reads windows in seconds, minutes or hours, and refuses anything else', () => {
    expect([
      seconds('window', '300'),
      seconds('window', '90s'),
      seconds('window', '5m'),
      seconds('window', '1h'),
    ]).toEqual([300, 90, 300, 3600]);
    expect(refusal(() => seconds('window', '1m30')).message).toBe(
      '--window: a number of seconds, or with a unit: 90s, 5m, 1h, not "1m30"',
    );
  });

  it('checks the verb, its arguments and its options before anything is asked', () => {
    expect(parseCommand(['promote', 'mf_catalog', 'b1', '--canary', '10', '--dry-run'])).toMatchObject({
      verb: 'promote',
      args: { remote: 'mf_catalog', build: 'b1' },
      options: { canary: '10', 'dry-run': true },
    });
    expect(refusal(() => parseCommand(['promote', 'mf_catalog'])).message).toBe(
      'which build? pnpm release promote <remote> <build>',
    );
    expect(refusal(() => parseCommand(['promote', 'mf_catalog', 'b1', '--canry', '10'])).message).toMatch(
      /^Unknown option '--canry'.*\(pnpm release promote --help\)$/,
    );
    expect(refusal(() => parseCommand(['ship', 'mf_catalog'])).kind).toBe('usage');
    expect(refusal(() => parseCommand(['rollback', 'mf_catalog', 'b1'])).message).toContain('too many arguments');
    expect(pairs('skip', ['activity=no campaign'])).toEqual({ activity: 'no campaign' });
    expect(refusal(() => pairs('page', ['activity'])).message).toBe('--page: <route>=<value>, not "activity"');
  });

  it('has help for the command and for each verb', () => {
    expect(parseCommand(['--help'])).toMatchObject({ verb: 'help', help: true });
    expect(parseCommand(['rollback', '--help'])).toMatchObject({ verb: 'rollback', help: true });
    expect(usage()).toContain('builds <remote>');
    expect(usage()).toContain('Exit codes: 0 done, 1 refused, 2 bad arguments');
    expect(verbUsage('rollback')).toContain('--dry-run');
  });
});
