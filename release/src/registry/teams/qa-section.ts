import { qaRequiredFor, type QaStatus, type RemoteState } from '../../shared/registry-model';
import { escapeHtml } from './html-escape';

/**
 * QA's part of a remote's section on the teams page: whether promote and canary wait for a passing verdict, and the
 * verdict of every build that has one, newest first.
 */
export function qaSection(remote: string, state: RemoteState, qa: QaStatus): string {
  const policy = qaRequiredFor(qa.required, remote)
    ? 'Promote and canary need a passing QA verdict for the build’s digest (RELEASE_QA_REQUIRED).'
    : 'Promote and canary do not wait for QA.';
  const verdicts = Object.entries(qa.verdicts[remote] ?? {})
    .filter(([build]) => state.builds[build])
    .sort(([, a], [, b]) => b.at.localeCompare(a.at));
  const rows = verdicts.map(([build, verdict]) => {
    const report = verdict.report ? `<a href="${escapeHtml(verdict.report)}" rel="noreferrer">report</a>` : '—';
    return (
      `<tr><th scope="row">${escapeHtml(build)}</th><td class="check-${verdict.passed ? 'passed' : 'failed'}">` +
      `${verdict.passed ? 'passed' : 'failed'}</td><td>${escapeHtml(verdict.run)}</td><td>${report}</td>` +
      `<td>${escapeHtml(verdict.who)}</td><td>${escapeHtml(verdict.at)}</td></tr>`
    );
  });
  const table = rows.length
    ? `<table><caption>QA verdicts, by build</caption><thead><tr><th scope="col">build</th><th scope="col">verdict</th>` +
      `<th scope="col">run</th><th scope="col">report</th><th scope="col">who</th><th scope="col">when</th></tr></thead>` +
      `<tbody>${rows.join('')}</tbody></table>`
    : '<p>No QA verdict on any build.</p>';
  return `<p>${policy}</p>${table}`;
}
