import { checksFor, DEFAULT_CHECKS, parseMetricChecks } from './metric-checks';

describe("the metric checks' file", () => {
  it('applies the defaults, then "*", then the remote\'s own entry, which may turn a check off', () => {
    const file = parseMetricChecks(
      JSON.stringify({
        '*': { 'lcp-p75': { relative: 0.3, absoluteMs: 400 } },
        mf_checkout: { 'inp-p75': false, 'failing-shoppers': { confidence: 0.99, minDifference: 0.01 } },
      }),
      'checks.json',
    );
    expect(checksFor(file, 'mf_catalog')).toEqual({
      ...DEFAULT_CHECKS,
      'lcp-p75': { relative: 0.3, absoluteMs: 400, confidence: 0.999 },
    });
    expect(checksFor(file, 'mf_checkout')).toMatchObject({
      'inp-p75': false,
      'failing-shoppers': { confidence: 0.99, minDifference: 0.01 },
    });
  });

  it('refuses a file that is not JSON, a name that is not a check, or a threshold out of range, in one line', () => {
    expect(() => parseMetricChecks('{', 'checks.json')).toThrow(/^checks.json is not JSON/);
    expect(() => parseMetricChecks('{"*": {"lcp": {}}}', 'checks.json')).toThrow(/^checks.json: \*\.lcp: /);
    expect(() =>
      parseMetricChecks('{"mf_catalog": {"failing-shoppers": {"confidence": 2, "minDifference": 0}}}', 'checks.json'),
    ).toThrow(/^checks.json: mf_catalog\.failing-shoppers/);
  });
});
