import type { BuildFigures, HistoryEntry, RegistryDocument } from '../../shared/registry-model';
import type { SeriesProvider } from '../canary/evidence/build-series';
import { teamsPage, type TeamsPageInput } from './teams-page';

const HOSTILE = '<script>alert(1)</script>';
const now = Date.UTC(2026, 10, 27, 11, 0);
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const entry = (seq: number, fields: Partial<HistoryEntry>): HistoryEntry => ({
  seq,
  at: at(60 - seq),
  who: 'catalog-team',
  remote: 'mf_catalog',
  action: 'publish',
  build: 'b1',
  manifest: 'm',
  previous: null,
  reason: '',
  ...fields,
});
const figures = (shoppers: number, failing: number): BuildFigures => ({
  views: shoppers,
  errors: failing,
  errorRate: failing / Math.max(1, shoppers),
  shoppers,
  failingShoppers: failing,
  failingNetworks: failing,
  serverErrors: {},
  lcpP75: 1800,
  inpP75: null,
  clsP75: null,
  failedCalls: {},
});
const span = { fromMs: now - 60 * 60_000, toMs: now, stepMs: 60_000 };
const flat = (value: number) => Array.from({ length: 60 }, (_, i) => ({ at: span.fromMs + i * 60_000, value }));
const series: SeriesProvider = {
  source: 'a test',
  series: async () => ({
    ok: true,
    series: {
      failingShare: [
        { build: 'b1', points: flat(0) },
        { build: HOSTILE, points: flat(0.5) },
      ],
      lcpP75: [],
      inpP75: [],
    },
  }),
};
const page = (document: RegistryDocument, overrides: Partial<TeamsPageInput> = {}) =>
  teamsPage({
    document,
    figures: { mf_catalog: { b1: figures(40, 0), [HOSTILE]: figures(12, 6) } },
    windowS: 3600,
    span,
    now,
    series,
    verdictOf: () => null,
    judgementsOf: () => null,
    byMetrics: false,
    qa: { required: [], verdicts: {} },
    ...overrides,
  });

/** A canary with a hostile build id and reason, rolled back by the analysis. */
const rolledBack: RegistryDocument = {
  version: 9,
  remotes: { mf_catalog: { live: { build: 'b1', manifest: 'm' }, canary: null, builds: {} } },
  history: [
    entry(1, { action: 'promote', build: 'b1' }),
    entry(2, { action: 'publish', build: HOSTILE }),
    entry(3, { action: 'canary', build: HOSTILE, previous: 'b1', reason: `try ${HOSTILE}` }),
    entry(4, {
      action: 'end-canary',
      who: 'canary-analysis',
      build: HOSTILE,
      previous: 'b1',
      reason: 'failing shoppers up by more than 5 points: canary 50 % of 12 shoppers failing; 3 judgements in a row',
    }),
  ],
};

describe('the teams page', () => {
  it('says a canary the analysis ended was rolled back, and why, in its row: never an empty role', async () => {
    const html = await page(rolledBack);
    const row = html.match(/<tr><th scope="row">&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/th><td>(.*?)<\/td>/)?.[1];
    expect(row).toBe(
      'rolled back<br><small>canary rolled back by the analysis at 2026-11-27 10:04 UTC: failing shoppers up by more ' +
        'than 5 points: canary 50 % of 12 shoppers failing; 3 judgements in a row</small>',
    );
    expect(html).not.toMatch(/<th scope="row">[^<]*<\/th><td><\/td>/);
    expect(html).toContain('No canary now. The last one, <strong>&lt;script&gt;');
  });

  it('has the history: who, when, what, why and the figures of the automatic step apart', async () => {
    const html = await page(rolledBack);
    expect(html).toContain('<caption>Changes to mf_catalog, newest first (times in UTC)</caption>');
    expect(html).toContain(
      '<td>canary-analysis</td><th scope="row">canary rolled back by the analysis</th>' +
        '<td>&lt;script&gt;alert(1)&lt;/script&gt; (live before: b1)</td>' +
        '<td>failing shoppers up by more than 5 points</td>' +
        '<td>canary 50 % of 12 shoppers failing; 3 judgements in a row</td>',
    );
    expect(html).toContain('<th scope="row">canary started</th>');
    expect(html).toContain('<td>try &lt;script&gt;alert(1)&lt;/script&gt;</td>');
  });

  it("shows whether a remote needs QA's verdict, and each build's verdict with its run, report, who and when", async () => {
    const build = {
      manifest: 'm',
      publishedAt: '',
      publishedBy: '',
      digest: 'sha256:a',
      sharedVersions: {},
      verification: null,
    };
    const document: RegistryDocument = {
      ...rolledBack,
      remotes: {
        mf_catalog: {
          live: null,
          canary: null,
          builds: { b1: { ...build, build: 'b1' }, b2: { ...build, build: 'b2' } },
        },
      },
    };
    const verdict = { digest: 'sha256:a', who: 'catalog-qa', summary: null, pages: null };
    const html = await page(document, {
      qa: {
        required: ['mf_catalog'],
        verdicts: {
          mf_catalog: {
            b1: {
              ...verdict,
              passed: false,
              run: `ci ${HOSTILE}`,
              report: 'https://ci.example/1?a=1&b=2',
              at: '2026-11-28T10:00:00.000Z',
            },
            b2: { ...verdict, passed: true, run: 'ci-2', report: null, at: '2026-11-28T11:00:00.000Z' },
          },
        },
      },
    });
    expect(html).toContain('Promote and canary need a passing QA verdict');
    expect(html).toContain(
      '<tr><th scope="row">b2</th><td class="check-passed">passed</td><td>ci-2</td><td>—</td><td>catalog-qa</td>' +
        '<td>2026-11-28T11:00:00.000Z</td></tr><tr><th scope="row">b1</th><td class="check-failed">failed</td>' +
        '<td>ci &lt;script&gt;alert(1)&lt;/script&gt;</td><td><a href="https://ci.example/1?a=1&amp;b=2" rel="noreferrer">report</a></td>',
    );
    expect(await page(document)).toContain('Promote and canary do not wait for QA.');
  });

  it('never writes a build id, a reason or a name from a team unescaped', async () => {
    const hostileRemote: RegistryDocument = {
      ...rolledBack,
      remotes: { [`mf_${HOSTILE}`]: rolledBack.remotes.mf_catalog! },
      history: rolledBack.history.map((e) => ({ ...e, remote: `mf_${HOSTILE}`, who: HOSTILE })),
    };
    for (const html of [await page(rolledBack), await page(hostileRemote)]) {
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('draws the live build and the canary side by side with the canary marked, with the numbers in words', async () => {
    const html = await page(rolledBack);
    expect(html.match(/<svg [^>]*role="img"/g)).toHaveLength(3);
    expect(html).toContain('<desc id="chart-0-0-desc">live b1: last 0 %, highest 0 %; &lt;script&gt;');
    expect(html).toContain('(rolled back): last 50 %, highest 50 %</desc>');
    expect(html).toMatch(/<g class="marker">.*?>canary &lt;script&gt;alert\(1\)&lt;\/script&gt;<\/text>/);
    expect(html).toMatch(/>ended &lt;script&gt;alert\(1\)&lt;\/script&gt; \(analysis\)<\/text>/);
    expect(html).toContain('<summary>Share of shoppers failing: the figures</summary>');
  });

  it('says the figures are unavailable, and why, when their source does not answer', async () => {
    const html = await page(rolledBack, {
      series: {
        source: 'Prometheus at http://p:9090',
        series: async () => ({ ok: false, problem: `down ${HOSTILE}` }),
      },
    });
    expect(html).toContain(
      '<p class="unavailable" role="status">Figures unavailable (Prometheus at http://p:9090): down &lt;script&gt;',
    );
    expect(html).not.toContain('<svg');
  });

  it("tells a running canary's share, start, policy, the judge's last verdict and judgements in a row", async () => {
    const since = at(20);
    const running: RegistryDocument = {
      version: 5,
      remotes: {
        mf_catalog: {
          live: { build: 'b1', manifest: 'm' },
          canary: {
            build: 'b2',
            manifest: 'm',
            share: 10,
            policy: { marginPct: 5, windowS: 300, minShoppers: 20, failuresInRow: 3, since },
          },
          builds: {},
        },
      },
      history: [
        entry(1, { action: 'promote', build: 'b1' }),
        entry(2, { action: 'canary', build: 'b2', at: since, reason: 'spring sale' }),
        entry(3, {
          action: 'analysis-failed',
          who: 'canary-analysis',
          build: 'b2',
          at: at(5),
          reason: 'promote failed: files_changed',
        }),
      ],
    };
    const html = await page(running, {
      verdictOf: () => ({
        canary: { build: 'b2', since, step: 0 },
        at: at(1),
        state: 'failed',
        reason: 'failing shoppers up by more than 5 points: canary 30 %',
      }),
      judgementsOf: () => ({ build: 'b2', action: 'rollback', inRow: 2 }),
      figures: { mf_catalog: { b1: figures(40, 0), b2: figures(10, 3) } },
    });
    expect(html).toContain('<dd>b2 for 10 % of shoppers</dd>');
    expect(html).toContain('(20 min ago) by catalog-team: spring sale</dd>');
    expect(html).toMatch(
      /<dt>last judgement<\/dt><dd><time [^>]+>[^<]+<\/time>: <strong class="check-failed">failed: worse than live<\/strong> — failing shoppers up/,
    );
    expect(html).toContain('<dd>2 of 3 say roll back</dd>');
    expect(html).toMatch(
      /<li><time [^>]+>[^<]+<\/time> analysis step failed by canary-analysis: promote failed: files_changed<\/li>/,
    );
    expect(html).toContain('<td>canary (10 %)</td>');
  });
});
