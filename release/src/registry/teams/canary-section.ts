import type { HistoryEntry, RemoteState } from '../../shared/registry-model';
import { DEFAULT_FAILURES_IN_ROW } from '../canary/judge/canary-analysis';
import type { LastVerdict, VerdictState } from '../canary/history/canary-verdicts';
import { escapeHtml } from './html-escape';
import { whatHappened } from './history-table';

/** The judgements in a row the judge has recorded for the canary (`canary_judgements`). */
export interface JudgementsInRow {
  build: string;
  action: 'wait' | 'rollback' | 'promote' | 'keep';
  inRow: number;
}

const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;
const minutesAgo = (iso: string, now: number) => `${Math.max(0, Math.round((now - Date.parse(iso)) / 60_000))} min ago`;

const IN_ROW_WORDS: Record<Exclude<JudgementsInRow['action'], 'wait'>, string> = {
  rollback: 'roll back',
  promote: 'promote',
  keep: 'worse by its shoppers alone, not corroborated: kept',
};

const VERDICT_WORDS: Record<VerdictState, string> = {
  waiting: 'waiting: not enough to judge by yet',
  passed: 'passed: no worse than live',
  failed: 'failed: worse than live',
  kept: "kept: worse by its shoppers' word alone, not corroborated",
  unknown: 'unknown: the figures could not be read',
};

/**
 * Where a progressive canary is on its walk (decision 049): the step it is at of how many, since when, the shares
 * still to come, and when its step may pass at the earliest. Null for a canary without steps.
 */
export function progressOf(
  policy: { steps?: number[]; step?: number; stepSince?: string; intervalS?: number },
  now: number,
): string | null {
  const { steps, step = 0 } = policy;
  if (!steps || steps.length === 0) return null;
  const next = steps.slice(step + 1);
  const since = policy.stepSince;
  const passesAt = since && policy.intervalS !== undefined ? Date.parse(since) + policy.intervalS * 1000 : Number.NaN;
  const wait = Number.isNaN(passesAt)
    ? ''
    : passesAt > now
      ? `; it may pass in ${Math.ceil((passesAt - now) / 60_000)} min if its checks pass`
      : '; it passes at its next passing check';
  return (
    `step ${step + 1} of ${steps.length} (${steps[step]} %)` +
    `${since ? `, since <time datetime="${escapeHtml(since)}">${utc(since)}</time>` : ''}` +
    `${next.length ? `; then ${next.map((share) => `${share} %`).join(', ')}` : ''}, then promoted${wait}`
  );
}

/**
 * The canary's story: its build and share now, when and by whom it started, its policy, the analysis' judgement
 * now and in a row, and every step since it started (share changes, automatic steps, failed steps). With no canary,
 * how the last one ended, so a canary the analysis rolled back is still told after it is gone.
 */
export function canarySection(input: {
  state: RemoteState;
  history: readonly HistoryEntry[];
  remote: string;
  /** The last verdict of the judge that acts, on this canary (null: none yet). */
  verdict: LastVerdict | null;
  judgements: JudgementsInRow | null;
  /** Whether the judge that acts reads a metrics engine (its checks) or the registry's own figures (the margin). */
  byMetrics: boolean;
  now: number;
}): string {
  const { state, remote, verdict, judgements, now } = input;
  const history = input.history.filter((entry) => entry.remote === remote);
  const canary = state.canary;
  const lastStart = [...history].reverse().find((entry) => entry.action === 'canary');
  if (!canary) {
    if (!lastStart) return '<p>No canary yet.</p>';
    const end = history.find(
      (entry) =>
        entry.seq > lastStart.seq &&
        (entry.action === 'end-canary' || entry.action === 'promote' || entry.action === 'rollback'),
    );
    const ended = end
      ? `${escapeHtml(whatHappened(end))} (${escapeHtml(end.who)}, ${utc(end.at)})${end.reason ? `: ${escapeHtml(end.reason)}` : ''}`
      : 'ended';
    return (
      `<p>No canary now. The last one, <strong>${escapeHtml(lastStart.build)}</strong>, started ` +
      `${utc(lastStart.at)} by ${escapeHtml(lastStart.who)}; ${ended}.</p>`
    );
  }
  const started = [...history].reverse().find((entry) => entry.action === 'canary' && entry.build === canary.build);
  const since = canary.policy?.since ?? started?.at;
  const lines: string[] = [
    `<dt>build and share</dt><dd>${escapeHtml(canary.build)} for ${canary.share} % of shoppers</dd>`,
  ];
  if (since) {
    lines.push(
      `<dt>started</dt><dd><time datetime="${escapeHtml(since)}">${utc(since)}</time> (${minutesAgo(since, now)})` +
        `${started ? ` by ${escapeHtml(started.who)}${started.reason ? `: ${escapeHtml(started.reason)}` : ''}` : ''}</dd>`,
    );
  }
  const policy = canary.policy;
  if (!policy) {
    lines.push('<dt>judged by</dt><dd>a person: no analysis policy (started with <code>promote --canary</code>)</dd>');
  } else {
    const needed = policy.failuresInRow ?? DEFAULT_FAILURES_IN_ROW;
    const worse = input.byMetrics
      ? "by the metrics engine's checks (failing shoppers, p75 LCP and INP), its shoppers' errors corroborated"
      : `by more than ${policy.marginPct} points of failing shoppers (or ${policy.marginPct} % of p75 LCP), its ` +
        "shoppers' errors corroborated";
    lines.push(
      `<dt>policy</dt><dd>over the last ${policy.windowS} s once ${policy.minShoppers} shoppers have had it; ` +
        `rolled back when ${needed} judgements in a row find it worse than live ${worse}` +
        `${policy.promoteAfterS === undefined ? '' : `; promoted after ${policy.promoteAfterS} s otherwise`}</dd>`,
    );
    const progress = progressOf(policy, now);
    if (progress) lines.push(`<dt>steps</dt><dd>${progress}</dd>`);
    lines.push(
      verdict
        ? `<dt>last judgement</dt><dd><time datetime="${escapeHtml(verdict.at)}">${utc(verdict.at)}</time>: ` +
            `<strong class="check-${verdict.state}">${VERDICT_WORDS[verdict.state]}</strong> — ` +
            `${escapeHtml(verdict.reason)}</dd>`
        : '<dt>last judgement</dt><dd>none yet: the judge has not reached this canary</dd>',
    );
    const said = judgements && judgements.build === canary.build ? judgements.action : 'wait';
    lines.push(
      `<dt>judgements in a row</dt><dd>${
        said !== 'wait'
          ? `${judgements!.inRow} of ${needed} say ${IN_ROW_WORDS[said]}`
          : `none yet says act (${needed} in a row are needed)`
      }</dd>`,
    );
  }
  const steps = history.filter((entry) => since !== undefined && entry.at >= since && entry.build === canary.build);
  const stepList = steps.length
    ? `<ol class="steps">${steps
        .map(
          (entry) =>
            `<li><time datetime="${escapeHtml(entry.at)}">${utc(entry.at)}</time> ${escapeHtml(whatHappened(entry))} ` +
            `by ${escapeHtml(entry.who)}${entry.reason ? `: ${escapeHtml(entry.reason)}` : ''}</li>`,
        )
        .join('')}</ol>`
    : '';
  return `<dl class="canary">${lines.join('')}</dl>${steps.length ? `<p>Its steps so far:</p>${stepList}` : ''}`;
}
