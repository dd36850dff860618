import { numberSetting } from '@shop/serve';
import type { QaPolicy } from '../shared/registry-model';
import type { QaCommandSettings } from './verify/qa-command';
import { REMOTE } from './http/team-changes';
const TIMEOUT_S = { min: 10, max: 86_400, what: 'a whole number of seconds' };

/** QA's gate on the registry (decision 058), read once at its start: a bad setting stops the start, naming it. */
export interface QaSettings {
  qaRequired: QaPolicy;
  qaCommand?: QaCommandSettings;
}

/**
 * `RELEASE_QA_REQUIRED` (a comma list of remotes, or `*`; default none), `RELEASE_QA_COMMAND` (run after every
 * verify that passes; needs `RELEASE_STORE_URL`) and `RELEASE_QA_TIMEOUT_S` (default 1800).
 */
export function qaSettingsFrom(env: NodeJS.ProcessEnv): QaSettings {
  const listed = (env.RELEASE_QA_REQUIRED ?? '').trim();
  const names =
    listed === '*'
      ? '*'
      : listed
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  if (names !== '*') {
    const bad = names.find((name) => !REMOTE.test(name));
    if (bad !== undefined) {
      throw new Error(`RELEASE_QA_REQUIRED must be "*" or a comma list of remotes (mf_catalog,…), not "${bad}"`);
    }
  }
  const command = env.RELEASE_QA_COMMAND?.trim();
  const timeoutS = numberSetting(env, 'RELEASE_QA_TIMEOUT_S', TIMEOUT_S) ?? 1800;
  if (!command) return { qaRequired: names };
  const store = env.RELEASE_STORE_URL?.trim().replace(/\/$/, '');
  if (!store) throw new Error('RELEASE_QA_COMMAND needs RELEASE_STORE_URL: the store its journeys load');
  return { qaRequired: names, qaCommand: { command, store, timeoutS } };
}
