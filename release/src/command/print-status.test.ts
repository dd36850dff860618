import type { RegistryDocument, StatusAnswer } from '../shared/registry-model';
import { verbUsage, STATUS_WINDOW_S } from './release-args';
import { canaryWords, printBuilds, printStatus, windowWords } from './print-status';

const document: RegistryDocument = {
  version: 1,
  remotes: { mf_catalog: { live: { build: 'b1', manifest: 'm' }, canary: null, builds: {} } },
  history: [],
};
const figures = {
  mf_catalog: {
    b1: {
      views: 10,
      errors: 1,
      errorRate: 0.1,
      shoppers: 8,
      failingShoppers: 1,
      failingNetworks: 1,
      serverErrors: {},
      lcpP75: 1500,
      inpP75: null,
      clsP75: null,
      failedCalls: {},
    },
  },
};

function printing(print: () => void): string[] {
  const lines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  try {
    print();
  } finally {
    log.mockRestore();
  }
  return lines;
}
const printed = (windowS: number) => printing(() => printStatus(document, figures, windowS));

describe('status', () => {
  it('says which window its figures are over, first', () => {
    expect(printed(STATUS_WINDOW_S)[0]).toBe("shoppers' figures over the last 1 h (--window to change)");
    expect(printed(300)[0]).toBe("shoppers' figures over the last 5 min (--window to change)");
    expect(printed(300)).toContain(
      '  signals b1: 8 shoppers, 12.5 % of them failing, 10 views, error rate 10 %, p75 LCP 1500 ms',
    );
    expect(windowWords(90)).toBe('the last 90 s');
  });

  it('shows an hour unless told, as docs/releasing.md says, and its help says so', () => {
    expect(STATUS_WINDOW_S).toBe(3600);
    expect(verbUsage('status')).toContain("the span of the shoppers' figures shown (1 h)");
  });

  it("says where a progressive canary is on its walk, and a plain canary's share alone", () => {
    const policy = { marginPct: 2, windowS: 600, minShoppers: 10, since: '2026-11-27T10:00:00.000Z' };
    expect(canaryWords({ build: 'b2', manifest: 'm', share: 5, policy })).toBe('canary b2 for 5 %');
    expect(
      canaryWords({
        build: 'b2',
        manifest: 'm',
        share: 25,
        policy: { ...policy, steps: [5, 25, 50], intervalS: 300, step: 1, stepSince: '2026-11-27T10:05:10.000Z' },
      }),
    ).toBe('canary b2 for 25 %, step 2 of 3 (5 → 25 → 50 %) since 2026-11-27T10:05:10.000Z, each step at least 5 min');
  });
});

describe("status and builds with QA's gate", () => {
  const built = {
    manifest: 'm',
    publishedAt: '2026-11-28T09:00:00.000Z',
    publishedBy: 'catalog-team',
    digest: 'sha256:a',
  };
  const gated: StatusAnswer = {
    ...document,
    remotes: {
      mf_catalog: {
        live: { build: 'b1', manifest: 'm' },
        canary: null,
        builds: { b1: { ...built, build: 'b1', sharedVersions: {}, verification: null } },
      },
    },
    qa: {
      required: '*',
      verdicts: {
        mf_catalog: {
          b1: {
            passed: false,
            run: 'ci-42',
            report: 'https://ci.example/42',
            digest: 'sha256:a',
            who: 'catalog-qa',
            at: '2026-11-28T10:00:00.000Z',
            summary: { passed: 40, failed: 2 },
            pages: null,
          },
        },
      },
    },
  };

  it('says the remote needs a verdict, and the verdict of its live build with run, counts, who, when and report', () => {
    const lines = printing(() => printStatus(gated, {}, 3600));
    expect(lines).toContain('  promote and canary need a passing QA verdict (RELEASE_QA_REQUIRED)');
    expect(lines).toContain(
      '  b1: not verified; QA FAILED: run ci-42 (40 passed, 2 failed) by catalog-qa 2026-11-28T10:00:00.000Z, ' +
        'report https://ci.example/42',
    );
    expect(printing(() => printBuilds(gated, 'mf_catalog'))).toContain(
      '  QA FAILED: run ci-42 (40 passed, 2 failed) by catalog-qa 2026-11-28T10:00:00.000Z, report https://ci.example/42',
    );
    const none = { ...gated, qa: { required: [], verdicts: {} } };
    expect(printing(() => printStatus(none, {}, 3600))).toContain('  b1: not verified; no QA verdict');
  });
});
