import type { BuildSeries, SeriesAnswer, SeriesSpan } from '../canary/evidence/build-series';
import { escapeHtml } from './html-escape';
import { clock, lineChart, type ChartMarker } from './svg-line-chart';

/** At most this many builds a chart: live, canary, then the others (a rolled-back canary) by their figures. */
const MAX_LINES = 5;

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
const ms = (value: number) => `${Math.round(value)} ms`;

const CHARTS = [
  { key: 'failingShare', title: 'Share of shoppers failing', format: percent, minTop: 0.05 },
  { key: 'lcpP75', title: 'p75 LCP', format: ms, minTop: 1000 },
  { key: 'inpP75', title: 'p75 INP', format: ms, minTop: 200 },
] as const;

/** Each line's figures in words: the last one and the highest, for the chart's `<desc>`. */
function described(lines: { label: string; series: BuildSeries }[], format: (v: number) => string): string {
  return lines
    .map(({ label, series }) => {
      const values = series.points.map((p) => p.value).filter((v): v is number => v !== null);
      return values.length
        ? `${label}: last ${format(values.at(-1)!)}, highest ${format(Math.max(...values))}`
        : `${label}: no figures`;
    })
    .join('; ');
}

/** The numbers behind a chart, a row per bucket that has any: the text alternative a screen reader can walk. */
function figuresTable(title: string, lines: { label: string; series: BuildSeries }[], format: (v: number) => string) {
  const buckets = (lines[0]?.series.points ?? []).map((p) => p.at);
  const rows = buckets
    .map((at, i) => ({ at, values: lines.map(({ series }) => series.points[i]?.value ?? null) }))
    .filter(({ values }) => values.some((v) => v !== null));
  if (rows.length === 0) return '';
  return (
    `<details><summary>${escapeHtml(title)}: the figures</summary><table><thead><tr><th scope="col">from (UTC)</th>` +
    lines.map(({ label }) => `<th scope="col">${escapeHtml(label)}</th>`).join('') +
    `</tr></thead><tbody>` +
    rows
      .map(
        ({ at, values }) =>
          `<tr><th scope="row">${clock(at)}</th>${values.map((v) => `<td>${v === null ? '—' : format(v)}</td>`).join('')}</tr>`,
      )
      .join('') +
    `</tbody></table></details>`
  );
}

/**
 * A remote's three charts, live and canary side by side over the window: the share of failing shoppers (what a
 * canary is judged by), p75 LCP and p75 INP, the canary's start and steps marked. When the source cannot answer,
 * the page says the figures are unavailable and why, rather than drawing empty charts that read as no shoppers.
 */
export function remoteCharts(input: {
  remote: string;
  answer: SeriesAnswer;
  source: string;
  span: SeriesSpan;
  /** A build's label in the legend (`live b1`, `canary b2`, `b0 (rolled back)`), and its place: lower first. */
  labelOf: (build: string) => { label: string; rank: number };
  markers: ChartMarker[];
  idPrefix: string;
}): string {
  const { answer, span, markers, idPrefix } = input;
  if (!answer.ok) {
    return `<p class="unavailable" role="status">Figures unavailable (${escapeHtml(input.source)}): ${escapeHtml(answer.problem)}</p>`;
  }
  const figures = CHARTS.map(({ key, title, format, minTop }, index) => {
    const lines = answer.series[key]
      .map((series) => ({ series, ...input.labelOf(series.build) }))
      .sort((a, b) => a.rank - b.rank || a.series.build.localeCompare(b.series.build))
      .slice(0, MAX_LINES);
    const chartTitle = `${title} of ${input.remote} per build, ${clock(span.fromMs)}–${clock(span.toMs)} UTC`;
    const svg = lineChart({
      id: `${idPrefix}-${index}`,
      title: chartTitle,
      description: lines.length ? described(lines, format) : 'No figures in this span.',
      fromMs: span.fromMs,
      toMs: span.toMs,
      lines: lines.map(({ label, series }) => ({ label, points: series.points })),
      markers,
      formatValue: format,
      minTop,
    });
    return `<figure>${svg}<figcaption>${escapeHtml(title)}, a point per ${span.stepMs / 60_000} min</figcaption>${figuresTable(title, lines, format)}</figure>`;
  });
  return `<div class="charts">${figures.join('')}</div><p class="source">Figures from ${escapeHtml(input.source)}.</p>`;
}
