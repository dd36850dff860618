import type { QaStatus, RegistryDocument } from '../../shared/registry-model';
import { qaSection } from './qa-section';
import { failingShare } from '../canary/statistics/canary-statistics';
import type { FiguresByRemote } from '../signals/signals-store';
import type { SeriesProvider, SeriesSpan } from '../canary/evidence/build-series';
import { buildRole } from './build-roles';
import type { LastVerdict } from '../canary/history/canary-verdicts';
import { canarySection, type JudgementsInRow } from './canary-section';
import { historyTable } from './history-table';
import { escapeHtml } from './html-escape';
import { remoteCharts } from './remote-charts';
import type { ChartMarker } from './svg-line-chart';

export interface TeamsPageInput {
  document: RegistryDocument;
  /** Figures per build over the whole window, for the table. */
  figures: FiguresByRemote;
  windowS: number;
  span: SeriesSpan;
  now: number;
  series: SeriesProvider;
  /** The judge's last verdict on a remote's canary now (null: no canary with a policy, or not judged yet). */
  verdictOf: (remote: string) => LastVerdict | null;
  judgementsOf: (remote: string) => JudgementsInRow | null;
  /** The judge that acts reads a metrics engine (`RELEASE_METRICS_URL`), not the registry's own figures. */
  byMetrics: boolean;
  /** QA's policy and each build's verdict. */
  qa: QaStatus;
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
/** Changes marked on the charts: what moved shoppers between builds, not publishes and verifies. */
const MARKED = new Set(['canary', 'end-canary', 'promote', 'rollback', 'analysis-failed']);
const MARK: Record<string, string> = {
  canary: 'canary',
  'end-canary': 'ended',
  promote: 'promote',
  rollback: 'rollback',
};

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem;max-width:72rem;color:#111}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600;padding:.25rem 0}.charts{display:flex;flex-wrap:wrap;gap:1rem}
figure{margin:0;max-width:100%}svg{max-width:100%;height:auto}dl.canary dt{font-weight:600}dl.canary dd{margin:0 0 .5rem 1rem}
.check-failed,.check-kept,.check-unknown,.unavailable{color:#b3261e}.check-passed{color:#1e6b24}.source{color:#444}`;

/**
 * The teams' page (`GET /teams`): per remote, the live build and the canary over the window as charts drawn on the
 * server, the canary's story (its share, start, checks and steps), every build with figures and what it is now
 * (never a blank role), and the history with who, what, why and the figures of each automatic step. Plain HTML and
 * SVG, no script: it is read, and it reads the same without JavaScript.
 */
export async function teamsPage(input: TeamsPageInput): Promise<string> {
  const { document, figures, windowS, span, now } = input;
  const sections = await Promise.all(
    Object.entries(document.remotes).map(async ([remote, state], index) => {
      const history = document.history.filter((entry) => entry.remote === remote);
      const builds = figures[remote] ?? {};
      const roleOf = (build: string) => buildRole(state, history, build);
      const rank = (build: string) => (build === state.live?.build ? 0 : build === state.canary?.build ? 1 : 2);
      const labelOf = (build: string) => {
        const { role } = roleOf(build);
        const r = rank(build);
        return { label: r === 0 ? `live ${build}` : r === 1 ? `canary ${build}` : `${build} (${role})`, rank: r };
      };
      const markers: ChartMarker[] = history
        .filter((entry) => MARKED.has(entry.action))
        .map((entry) => ({
          at: Date.parse(entry.at),
          label: `${MARK[entry.action] ?? entry.action} ${entry.build}${entry.who === 'canary-analysis' ? ' (analysis)' : ''}`,
        }));
      const answer = await input.series.series(remote, span);
      const charts = remoteCharts({
        remote,
        answer,
        source: input.series.source,
        span,
        labelOf,
        markers,
        idPrefix: `chart-${index}`,
      });
      const rows = Object.entries(builds).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
      const table = rows.length
        ? `<table><caption>Builds with signals in the window</caption><thead><tr><th scope="col">build</th>` +
          `<th scope="col">role</th><th scope="col">shoppers</th><th scope="col">failing shoppers</th>` +
          `<th scope="col">views</th><th scope="col">error rate</th><th scope="col">p75 LCP</th>` +
          `<th scope="col">p75 INP</th><th scope="col">p75 CLS</th><th scope="col">failed calls</th></tr></thead><tbody>` +
          rows
            .map(([build, f]) => {
              const { role, story } = roleOf(build);
              return (
                `<tr><th scope="row">${escapeHtml(build)}</th><td>${escapeHtml(role)}${story ? `<br><small>${escapeHtml(story)}</small>` : ''}</td>` +
                `<td>${f.shoppers}</td><td>${f.failingShoppers} (${percent(failingShare(f))})</td><td>${f.views}</td>` +
                `<td>${percent(f.errorRate)}</td><td>${ms(f.lcpP75)}</td><td>${ms(f.inpP75)}</td>` +
                `<td>${f.clsP75 === null ? '—' : f.clsP75.toFixed(3)}</td>` +
                `<td>${escapeHtml(
                  Object.entries(f.failedCalls)
                    .map(([call, n]) => `${call} ×${n}`)
                    .join(', ') || '—',
                )}</td></tr>`
              );
            })
            .join('') +
          `</tbody></table>`
        : '<p>No signals in this window.</p>';
      const live = state.live ? escapeHtml(state.live.build) : 'none';
      const canary = state.canary
        ? `; canary <strong>${escapeHtml(state.canary.build)}</strong> for ${state.canary.share} % of shoppers`
        : '; no canary';
      return (
        `<section aria-labelledby="remote-${index}"><h2 id="remote-${index}">${escapeHtml(remote)}</h2>` +
        `<p>Live <strong>${live}</strong>${canary}.</p>` +
        `<h3>Live and canary over the last ${Math.round(windowS / 60)} min</h3>${charts}` +
        `<h3>The canary</h3>${canarySection({ state, history, remote, verdict: input.verdictOf(remote), judgements: input.judgementsOf(remote), byMetrics: input.byMetrics, now })}` +
        `<h3>QA</h3>${qaSection(remote, state, input.qa)}` +
        `<h3>Builds with signals</h3>${table}` +
        `<h3>History</h3>${historyTable(remote, history)}</section>`
      );
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Releases: the story of each remote</title><style>${STYLE}</style></head><body><main>
<h1>Releases per remote, figures over the last ${Math.round(windowS / 60)} min</h1>
${sections.join('') || '<p>No remote in the registry yet.</p>'}</main></body></html>`;
}
