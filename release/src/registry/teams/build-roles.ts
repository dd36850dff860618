import type { HistoryEntry, RemoteState } from '../../shared/registry-model';

/** What a build is to its remote now, and what happened to it when it is neither live nor the canary. */
export interface BuildRole {
  /** Short: `live`, `canary (10 %)`, `rolled back`, `replaced`, `canary ended`, `published`. */
  role: string;
  /** What happened, by whom, when and why; empty for live and the canary. */
  story: string;
}

const ANALYSIS = 'canary-analysis';

const why = (entry: HistoryEntry) => (entry.reason ? `: ${entry.reason}` : '');

/**
 * Every build's role, never blank: a canary the analysis ended is "rolled back" with the analysis' reason, a build
 * a rollback or a promotion took off live says so with who, when and why. Read from the history, the only record
 * of what happened (a build's own record keeps what it is, not what was done with it).
 */
export function buildRole(state: RemoteState, history: readonly HistoryEntry[], build: string): BuildRole {
  if (state.live?.build === build) return { role: 'live', story: '' };
  if (state.canary?.build === build) return { role: `canary (${state.canary.share} %)`, story: '' };
  // The last change that took this build off live or ended it as a canary.
  const last = [...history]
    .reverse()
    .find(
      (entry) =>
        (entry.action === 'end-canary' && entry.build === build) ||
        ((entry.action === 'rollback' || entry.action === 'promote') && entry.previous === build),
    );
  if (!last) {
    const verified = state.builds[build]?.verification;
    return { role: verified?.passed ? 'verified, never live' : 'published, never live', story: '' };
  }
  const at = `${last.at.slice(0, 16).replace('T', ' ')} UTC`;
  if (last.action === 'end-canary' && last.who === ANALYSIS) {
    return { role: 'rolled back', story: `canary rolled back by the analysis at ${at}${why(last)}` };
  }
  if (last.action === 'end-canary') {
    return { role: 'canary ended', story: `canary ended by ${last.who} at ${at}${why(last)}` };
  }
  if (last.action === 'rollback') {
    return { role: 'rolled back', story: `rolled back by ${last.who} at ${at} to ${last.build}${why(last)}` };
  }
  return { role: 'replaced', story: `replaced by ${last.build}, promoted by ${last.who} at ${at}${why(last)}` };
}
