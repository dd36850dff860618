import type { BuildFigures, RegistryDocument } from '../../shared/registry-model';
import { failingShare } from './canary-analysis';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

/**
 * Two bars a build (its share of failing shoppers, which a canary is judged by, and p75 LCP), live and canary side
 * by side, scaled to the larger of the two.
 */
function chart(rows: { label: string; figures: BuildFigures }[]): string {
  const maxRate = Math.max(0.01, ...rows.map(({ figures }) => failingShare(figures)));
  const maxLcp = Math.max(1, ...rows.map(({ figures }) => figures.lcpP75 ?? 0));
  const bar = (y: number, width: number, fill: string) =>
    `<rect x="120" y="${y}" width="${Math.round(width * 300)}" height="12" fill="${fill}"/>`;
  const parts = rows.flatMap(({ label, figures }, index) => {
    const y = 10 + index * 40;
    return [
      `<text x="0" y="${y + 10}" font-size="12">${escape(label)}</text>`,
      bar(y, failingShare(figures) / maxRate, '#c0392b'),
      `<text x="430" y="${y + 10}" font-size="12">${percent(failingShare(figures))} failing</text>`,
      bar(y + 16, (figures.lcpP75 ?? 0) / maxLcp, '#2c5ea8'),
      `<text x="430" y="${y + 26}" font-size="12">LCP ${ms(figures.lcpP75)}</text>`,
    ];
  });
  const height = 20 + rows.length * 40;
  return `<svg role="img" aria-label="Failing shoppers and p75 LCP per build" width="560" height="${height}">${parts.join('')}</svg>`;
}

/**
 * The teams' page (`GET /teams` on the registry): per remote, its builds with signals in the window, the live and
 * the canary marked, as a table and a chart. Plain HTML, no script: it is read, not used.
 */
export function teamsPage(
  document: RegistryDocument,
  figures: Record<string, Record<string, BuildFigures>>,
  windowS: number,
): string {
  const sections = Object.entries(document.remotes).map(([remote, state]) => {
    const builds = figures[remote] ?? {};
    const role = (build: string) =>
      build === state.live?.build ? 'live' : build === state.canary?.build ? `canary (${state.canary.share} %)` : '';
    const rows = Object.entries(builds)
      .sort(([a], [b]) => (role(b) ? 1 : 0) - (role(a) ? 1 : 0) || a.localeCompare(b))
      .map(([build, f]) => ({ build, f }));
    const table = rows.length
      ? `<table><thead><tr><th scope="col">build</th><th scope="col">role</th><th scope="col">shoppers</th>` +
        `<th scope="col">failing shoppers</th><th scope="col">views</th>` +
        `<th scope="col">error rate</th><th scope="col">p75 LCP</th><th scope="col">p75 INP</th>` +
        `<th scope="col">p75 CLS</th><th scope="col">failed calls</th></tr></thead><tbody>` +
        rows
          .map(
            ({ build, f }) =>
              `<tr><th scope="row">${escape(build)}</th><td>${escape(role(build))}</td><td>${f.shoppers}</td>` +
              `<td>${f.failingShoppers} (${percent(failingShare(f))})</td><td>${f.views}</td>` +
              `<td>${percent(f.errorRate)}</td><td>${ms(f.lcpP75)}</td><td>${ms(f.inpP75)}</td>` +
              `<td>${f.clsP75 === null ? '—' : f.clsP75.toFixed(3)}</td>` +
              `<td>${escape(
                Object.entries(f.failedCalls)
                  .map(([call, n]) => `${call} ×${n}`)
                  .join(', ') || '—',
              )}</td></tr>`,
          )
          .join('') +
        `</tbody></table>`
      : '<p>No signals in this window.</p>';
    const compared = rows.filter(({ build }) => role(build));
    const picture = compared.length
      ? chart(compared.map(({ build, f }) => ({ label: `${role(build)} ${build}`, figures: f })))
      : '';
    return `<section><h2>${escape(remote)}</h2>${table}${picture}</section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Releases: signals per build</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}</style>
</head><body><h1>Signals per build, last ${Math.round(windowS / 60)} minutes</h1>${sections.join('') || '<p>No remote in the registry yet.</p>'}</body></html>`;
}
