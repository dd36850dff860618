import { numberSetting, SettingError } from './number-setting';

describe('a number setting read at start (decision 054)', () => {
  const check = { min: 1_000, max: 3_600_000, what: 'a whole number of milliseconds' };

  it('is undefined when unset or empty, and the number when it is one in range', () => {
    expect(numberSetting({}, 'RELEASE_CANARY_CHECK_MS', check)).toBeUndefined();
    expect(numberSetting({ RELEASE_CANARY_CHECK_MS: '' }, 'RELEASE_CANARY_CHECK_MS', check)).toBeUndefined();
    expect(numberSetting({ RELEASE_CANARY_CHECK_MS: '10000' }, 'RELEASE_CANARY_CHECK_MS', check)).toBe(10_000);
    expect(numberSetting({ SHARE: '0.25' }, 'SHARE', { min: 0, max: 1, whole: false })).toBe(0.25);
  });

  it('stops the start in one line naming the variable and what it wants, for anything that is not one', () => {
    for (const raw of ['10s', 'NaN', '1e4', '0x2710', ' 10000', '10000 ', '-5000', '10000.5', '999', '3600001']) {
      expect(() => numberSetting({ RELEASE_CANARY_CHECK_MS: raw }, 'RELEASE_CANARY_CHECK_MS', check)).toThrow(
        new SettingError(
          `RELEASE_CANARY_CHECK_MS must be a whole number of milliseconds from 1000 to 3600000, not "${raw}"`,
        ),
      );
    }
    expect(() => numberSetting({ SHARE: '.5' }, 'SHARE', { min: 0, max: 1, whole: false })).toThrow(
      'SHARE must be a number from 0 to 1, not ".5"',
    );
  });
});
