import { lineChart, niceTicks, placeLabels, timeTicks, type LineChartInput } from './svg-line-chart';

const MIN = 60_000;
const from = Date.UTC(2026, 10, 27, 10, 0);
const points = (values: (number | null)[]) => values.map((value, i) => ({ at: from + i * MIN, value }));
const chart = (overrides: Partial<LineChartInput> = {}) =>
  lineChart({
    id: 'c',
    title: 'Share failing',
    description: 'live 1 %',
    fromMs: from,
    toMs: from + 10 * MIN,
    lines: [],
    formatValue: (v) => `${Math.round(v * 100)} %`,
    minTop: 0.05,
    ...overrides,
  });
/** The y of each point of a path, from its `d`. */
const ys = (d: string) => [...d.matchAll(/[ML][\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]));

describe('the ticks of a chart', () => {
  it('are round numbers from 0 to at or above the largest value', () => {
    expect(niceTicks(0.05)).toEqual([0, 0.02, 0.04, 0.06]);
    expect(niceTicks(2600)).toEqual([0, 1000, 2000, 3000]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('fall on whole minutes of a size that fits the span', () => {
    expect(timeTicks(from, from + 60 * MIN)).toEqual([0, 10, 20, 30, 40, 50, 60].map((m) => from + m * MIN));
    expect(timeTicks(from + 30_000, from + 5 * MIN)).toEqual([1, 2, 3, 4, 5].map((m) => from + m * MIN));
  });
});

describe('a line chart drawn on the server', () => {
  it('draws a line per build, scaled so the largest value is within the top tick', () => {
    const svg = chart({
      lines: [
        { label: 'live b1', points: points([0, 0.01, 0.01]) },
        { label: 'canary b2', points: points([0.1, 0.2, 0.3]) },
      ],
    });
    const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]!);
    expect(paths).toHaveLength(2);
    // 0.3 is the top tick: the canary's line climbs to the plot's top (y 28), never above it.
    const canary = ys(paths[1]!);
    expect(canary[0]).toBeGreaterThan(canary[2]!);
    expect(Math.min(...canary)).toBe(28);
    expect(ys(paths[0]!)[0]).toBe(208); // zero on the x axis
    expect(svg).toContain('>30 %</text>');
    expect(svg).not.toContain('>40 %</text>');
    expect(svg).toContain('>10:04</text>');
    expect(svg.match(/<g class="legend">/g)).toHaveLength(2);
    expect(svg).toContain('>canary b2</text>');
    // Told apart by more than colour.
    expect(svg).toContain('stroke-dasharray="8 4"');
  });

  it('is an image with a title and a description', () => {
    const svg = chart();
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="c-title c-desc"/);
    expect(svg).toContain('<title id="c-title">Share failing</title><desc id="c-desc">live 1 %</desc>');
  });

  it('says so when there is nothing to draw, with its axes still labelled', () => {
    const svg = chart({ lines: [{ label: 'live b1', points: points([null, null]) }] });
    expect(svg).toContain('No figures in this span');
    expect(svg).not.toContain('<path');
    expect(svg).toContain('>0 %</text>');
  });

  it('draws a lone point as a dot, and leaves a gap where a bucket had no figure', () => {
    const svg = chart({ lines: [{ label: 'b', points: points([0.02, null, 0.03, 0.04]) }] });
    expect(svg.match(/<circle /g)).toHaveLength(1);
    expect(svg.match(/<path /g)).toHaveLength(1);
  });

  it('marks the canary and its steps within the span only', () => {
    const svg = chart({
      markers: [
        { at: from + 2 * MIN, label: 'canary b2' },
        { at: from + 6 * MIN, label: 'ended b2 (analysis)' },
        { at: from - MIN, label: 'before the span' },
      ],
    });
    expect(svg.match(/<g class="marker">/g)).toHaveLength(2);
    expect(svg).toContain('>ended b2 (analysis)</text>');
    expect(svg).not.toContain('before the span');
  });

  it("puts a marker's label in the first row free of other labels: a canary's start, steps and end seconds apart", () => {
    const markers = [
      { at: from + 2 * MIN, label: 'canary same (analysis)' },
      { at: from + 2 * MIN + 15_000, label: 'step same (analysis)' },
      { at: from + 2 * MIN + 30_000, label: 'promoted same (analysis)' },
      { at: from + 8 * MIN, label: 'canary next' },
    ];
    const x = (at: number) => 64 + ((at - from) / (10 * MIN)) * 560;
    const placed = placeLabels(markers, x);
    expect(placed.map((label) => label.row)).toEqual([0, 1, 2, 0]);
    // The one far to the right reads leftwards, and has room in the first row.
    expect(placed[3]).toMatchObject({ leftwards: true, row: 0 });
    const svg = chart({ markers });
    const baselines = [...svg.matchAll(/<g class="marker">.*?<text [^>]*y="(\d+)"/g)].map((m) => Number(m[1]));
    expect(baselines).toEqual([12, 24, 36, 12]);
    // The plot starts below the third row of labels: the y axis begins at 52, not at 28.
    expect(svg).toContain('<line x1="64" x2="64" y1="52"');
    expect(chart({ markers: [markers[0]!, markers[3]!] })).toContain('<line x1="64" x2="64" y1="28"');
  });

  it('escapes every text it is given', () => {
    const svg = chart({
      title: '<script>alert(1)</script>',
      description: 'a "quoted" & <b>',
      lines: [{ label: '<img src=x onerror=alert(1)>', points: points([0.01, 0.02]) }],
      markers: [{ at: from + MIN, label: '</text><script>' }],
    });
    expect(svg).not.toMatch(/<script|<img|<b>/);
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('a &quot;quoted&quot; &amp; &lt;b&gt;');
    expect(svg).toContain('data-build="&lt;img src=x onerror=alert(1)&gt;"');
  });
});
