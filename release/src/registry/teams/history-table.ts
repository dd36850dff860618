import type { HistoryEntry } from '../../shared/registry-model';
import { escapeHtml } from './html-escape';

const ANALYSIS = 'canary-analysis';
/** The history shown per remote; the whole of it is `GET /v1/status`. */
export const HISTORY_SHOWN = 30;

const WHAT: Record<string, string> = {
  publish: 'published',
  verify: 'verified',
  promote: 'promoted (live for everyone)',
  canary: 'canary started',
  'end-canary': 'canary ended',
  rollback: 'rolled back',
  'analysis-failed': 'analysis step failed',
  'analysis-refused': 'analysis step refused: the canary changed meanwhile',
  'analysis-kept': "kept: worse by its shoppers' word alone, not corroborated",
};

/** What an entry did, in words: the analysis' own steps say they were automatic. */
export function whatHappened(entry: HistoryEntry): string {
  if (entry.who === ANALYSIS && entry.action === 'end-canary') return 'canary rolled back by the analysis';
  if (entry.who === ANALYSIS && entry.action === 'promote') return 'canary promoted by the analysis';
  // An action this page does not know yet (a later registry's) is shown as it is written, not hidden.
  return WHAT[entry.action] ?? entry.action;
}

/**
 * An automatic step's reason is "why: figures" (`canary-analysis.ts` writes it so): the page gives them a column
 * each, so the figures a step was taken on stand apart from the words.
 */
export function whyAndFigures(entry: HistoryEntry): { why: string; figures: string } {
  const split = entry.reason.indexOf(': ');
  if (entry.who === ANALYSIS && !entry.action.startsWith('analysis-') && split > 0) {
    return { why: entry.reason.slice(0, split), figures: entry.reason.slice(split + 2) };
  }
  return { why: entry.reason, figures: '' };
}

/** A remote's history, newest first: when, who, what, which build (and what was live before), why, the figures. */
export function historyTable(remote: string, history: readonly HistoryEntry[]): string {
  const entries = history.filter((entry) => entry.remote === remote).reverse();
  if (entries.length === 0) return '<p>No change yet.</p>';
  const shown = entries.slice(0, HISTORY_SHOWN);
  const rows = shown.map((entry) => {
    const { why, figures } = whyAndFigures(entry);
    const before = entry.previous && entry.previous !== entry.build ? ` (live before: ${entry.previous})` : '';
    return (
      `<tr><td><time datetime="${escapeHtml(entry.at)}">${escapeHtml(entry.at.slice(0, 19).replace('T', ' '))}</time></td>` +
      `<td>${escapeHtml(entry.who)}</td><th scope="row">${escapeHtml(whatHappened(entry))}</th>` +
      `<td>${escapeHtml(entry.build)}${escapeHtml(before)}</td><td>${escapeHtml(why) || '—'}</td>` +
      `<td>${escapeHtml(figures) || '—'}</td></tr>`
    );
  });
  const more =
    entries.length > shown.length
      ? `<p>The last ${shown.length} of ${entries.length} changes; all of them: <code>GET /v1/status</code>.</p>`
      : '';
  return (
    `<table class="history"><caption>Changes to ${escapeHtml(remote)}, newest first (times in UTC)</caption>` +
    `<thead><tr><th scope="col">when</th><th scope="col">who</th><th scope="col">what</th><th scope="col">build</th>` +
    `<th scope="col">why</th><th scope="col">figures</th></tr></thead><tbody>${rows.join('')}</tbody></table>${more}`
  );
}
