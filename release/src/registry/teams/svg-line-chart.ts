import type { SeriesPoint } from '../canary/evidence/build-series';
import { escapeHtml } from './html-escape';

/** One line of a chart: a build's figure over time. */
export interface ChartLine {
  label: string;
  points: readonly SeriesPoint[];
}

/** A moment marked across the chart: a canary's start, each of its steps, its end. */
export interface ChartMarker {
  at: number;
  label: string;
}

export interface LineChartInput {
  /** The chart's `<title>`: what it shows. */
  title: string;
  /** The chart's `<desc>`: the figures in words, for whoever cannot see the lines. */
  description: string;
  fromMs: number;
  toMs: number;
  lines: readonly ChartLine[];
  markers?: readonly ChartMarker[];
  /** How a value reads on the y axis (a share as per cent, a time in ms). */
  formatValue: (value: number) => string;
  /** The y axis reaches at least this high, so a line flat at zero lies along the bottom, not across the middle. */
  minTop: number;
  /** Unique on the page: the `<title>` and `<desc>` are referred to by id. */
  id: string;
}

const WIDTH = 640;
const PLOT = { left: 64, right: 16, height: 180 };
/** Marker labels: one row of text is this high; the plot starts below the rows it needs (one at least). */
const LABEL_ROW = 12;
const MAX_LABEL_ROWS = 6;
/** About how wide a character of the 12 px system font is: enough to keep two labels apart, not to typeset. */
const CHAR_WIDTH = 6.8;
const LEGEND_ROW = 20;
const COLOURS = ['#1f5fa8', '#b3261e', '#2e7d32', '#6a1b9a', '#8d5b00', '#00695c'];
// Dashes as well as colours: two lines must stay apart for a reader who cannot tell red from green, or on paper.
const DASHES = ['', '8 4', '2 3', '10 3 2 3', '4 4', '1 2'];

const round = (n: number) => Math.round(n * 10) / 10;

/** About `count` evenly spaced values from 0 to a round number at or above `max`: 1, 2 or 5 times a power of ten. */
export function niceTicks(max: number, count = 4): number[] {
  const top = max > 0 && Number.isFinite(max) ? max : 1;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let i = 0; ticks.at(-1) === undefined || ticks.at(-1)! < top - step * 1e-9; i += 1) {
    ticks.push(Number((i * step).toPrecision(12)));
  }
  return ticks;
}

const MINUTE = 60_000;
const TIME_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440].map((m) => m * MINUTE);

/** Tick times between `fromMs` and `toMs` at a round number of minutes, about `count` of them. */
export function timeTicks(fromMs: number, toMs: number, count = 6): number[] {
  const step = TIME_STEPS.find((s) => (toMs - fromMs) / s <= count) ?? TIME_STEPS.at(-1)!;
  const ticks: number[] = [];
  for (let at = Math.ceil(fromMs / step) * step; at <= toMs; at += step) ticks.push(at);
  return ticks;
}

/** A time as the registry's history writes it, in UTC: the page's readers are in several time zones. */
export const clock = (at: number): string => new Date(at).toISOString().slice(11, 16);

interface PlacedLabel {
  marker: ChartMarker;
  x: number;
  row: number;
  /** Read leftwards from its line (near the right edge, so the chart's edge does not cut it). */
  leftwards: boolean;
}

/**
 * Each marker's label in the first row where it does not run into another label, so a canary's start, its steps
 * and its end a few seconds apart stay readable (they printed over each other in two alternating rows).
 */
export function placeLabels(markers: readonly ChartMarker[], x: (at: number) => number): PlacedLabel[] {
  const rowEnds: { from: number; to: number }[][] = [];
  return [...markers]
    .sort((a, b) => a.at - b.at)
    .map((marker) => {
      const at = x(marker.at);
      const leftwards = at > WIDTH * 0.7;
      const width = marker.label.length * CHAR_WIDTH + 6;
      const span = leftwards ? { from: at - width, to: at } : { from: at, to: at + width };
      const clear = (row: { from: number; to: number }[]) =>
        row.every((taken) => span.to + 4 < taken.from || span.from > taken.to + 4);
      let row = rowEnds.findIndex(clear);
      if (row === -1 && rowEnds.length < MAX_LABEL_ROWS) row = rowEnds.push([]) - 1;
      // More markers at once than rows: the last row takes it (the history table beside the chart has them all).
      if (row === -1) row = MAX_LABEL_ROWS - 1;
      rowEnds[row]!.push(span);
      return { marker, x: at, row, leftwards };
    });
}

/**
 * A line chart drawn on the server as SVG: one line per build over the span's buckets (a gap where a bucket had no
 * figure; a lone point as a dot), y and time axes with labelled ticks, the markers as dashed verticals with their
 * labels, and a legend. No script: it is read. `role="img"` with `<title>` and `<desc>`, and every text escaped.
 */
export function lineChart(input: LineChartInput): string {
  const { fromMs, toMs, lines, markers = [], formatValue, id } = input;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const values = lines.flatMap((line) => line.points.map((p) => p.value)).filter((v): v is number => v !== null);
  const yTicks = niceTicks(Math.max(input.minTop, ...values));
  const top = yTicks.at(-1)!;
  const x = (at: number) => round(PLOT.left + ((at - fromMs) / Math.max(1, toMs - fromMs)) * plotWidth);
  const labels = placeLabels(
    markers.filter((marker) => marker.at >= fromMs && marker.at <= toMs),
    x,
  );
  const rows = Math.max(1, ...labels.map((label) => label.row + 1));
  const plotTop = rows * LABEL_ROW + 16;
  const y = (value: number) => round(plotTop + PLOT.height - (value / top) * PLOT.height);
  const bottom = plotTop + PLOT.height;
  const parts: string[] = [];

  for (const tick of yTicks) {
    parts.push(
      `<line x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#ddd"/>`,
      `<text x="${PLOT.left - 6}" y="${y(tick) + 4}" text-anchor="end">${escapeHtml(formatValue(tick))}</text>`,
    );
  }
  for (const tick of timeTicks(fromMs, toMs)) {
    parts.push(
      `<line x1="${x(tick)}" x2="${x(tick)}" y1="${bottom}" y2="${bottom + 5}" stroke="#555"/>`,
      `<text x="${x(tick)}" y="${bottom + 18}" text-anchor="middle">${clock(tick)}</text>`,
    );
  }
  parts.push(
    `<line x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${bottom}" y2="${bottom}" stroke="#555"/>`,
    `<line x1="${PLOT.left}" x2="${PLOT.left}" y1="${plotTop}" y2="${bottom}" stroke="#555"/>`,
    `<text x="${WIDTH - PLOT.right}" y="${bottom + 34}" text-anchor="end">time (UTC)</text>`,
  );

  for (const label of labels) {
    const labelY = (label.row + 1) * LABEL_ROW;
    parts.push(
      `<g class="marker"><line x1="${label.x}" x2="${label.x}" y1="${labelY + 2}" y2="${bottom}" ` +
        `stroke="#333" stroke-dasharray="3 3"/>` +
        (label.leftwards
          ? `<text x="${label.x - 3}" y="${labelY}" text-anchor="end">`
          : `<text x="${label.x + 3}" y="${labelY}">`) +
        `${escapeHtml(label.marker.label)}</text></g>`,
    );
  }

  lines.forEach((line, index) => {
    const stroke = COLOURS[index % COLOURS.length]!;
    const dash = DASHES[index % DASHES.length]!;
    // Runs of consecutive buckets with a figure: each run is one path; a run of one is a dot.
    const runs: SeriesPoint[][] = [];
    let run: SeriesPoint[] = [];
    for (const point of line.points) {
      if (point.value === null) {
        if (run.length) runs.push(run);
        run = [];
      } else run.push(point);
    }
    if (run.length) runs.push(run);
    const drawn = runs.map((points) =>
      points.length === 1
        ? `<circle cx="${x(points[0]!.at)}" cy="${y(points[0]!.value!)}" r="3" fill="${stroke}"/>`
        : `<path d="${points.map((p, i) => `${i ? 'L' : 'M'}${x(p.at)} ${y(p.value!)}`).join(' ')}" fill="none" ` +
          `stroke="${stroke}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
    );
    parts.push(`<g class="line" data-build="${escapeHtml(line.label)}">${drawn.join('')}</g>`);
    const legendY = bottom + 52 + index * LEGEND_ROW;
    parts.push(
      `<g class="legend"><line x1="${PLOT.left}" x2="${PLOT.left + 28}" y1="${legendY - 4}" y2="${legendY - 4}" ` +
        `stroke="${stroke}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>` +
        `<text x="${PLOT.left + 36}" y="${legendY}">${escapeHtml(line.label)}</text></g>`,
    );
  });

  if (values.length === 0) {
    parts.push(
      `<text x="${PLOT.left + plotWidth / 2}" y="${plotTop + PLOT.height / 2}" text-anchor="middle">` +
        `No figures in this span</text>`,
    );
  }

  const height = bottom + 52 + Math.max(0, lines.length - 1) * LEGEND_ROW + 12;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" ` +
    `height="${height}" aria-labelledby="${id}-title ${id}-desc" font-family="system-ui, sans-serif" font-size="12">` +
    `<title id="${id}-title">${escapeHtml(input.title)}</title><desc id="${id}-desc">${escapeHtml(input.description)}</desc>` +
    `${parts.join('')}</svg>`
  );
}
