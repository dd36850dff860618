import { readFileSync } from 'node:fs';
import { writeState, type Db } from './registry-database';
import type { CanaryPolicy, RegistryDocument } from '../../shared/registry-model';

/**
 * Takes a registry kept in the JSON document of before (`registry.json`) into a new database, once: only into a
 * registry that has had no change yet, so starting with `--init` again never imports it twice or over newer state.
 * Returns the version imported. A document that is not one is refused with one line naming the file.
 */
export function importJsonRegistry(db: Db, file: string): number {
  let document: RegistryDocument;
  try {
    document = JSON.parse(readFileSync(file, 'utf8')) as RegistryDocument;
  } catch (error) {
    throw new Error(`${file} cannot be imported: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (
    !Number.isInteger(document?.version) ||
    typeof document.remotes !== 'object' ||
    document.remotes === null ||
    !Array.isArray(document.history)
  ) {
    throw new Error(`${file} cannot be imported: not a registry document ({ version, remotes, history })`);
  }
  for (const state of Object.values(document.remotes)) {
    // Policies of before counted page views; a shopper is the unit now (decision 039).
    const policy = state.canary?.policy as (CanaryPolicy & { minViews?: number }) | undefined;
    if (policy && policy.minShoppers === undefined) policy.minShoppers = policy.minViews ?? 0;
    delete policy?.minViews;
  }
  db.transaction(() => {
    if (!isUnchanged(db)) throw new Error(`${file} not imported: the registry has changes already`);
    writeState(db, document, document.history);
  }).immediate();
  return document.version;
}

/** Whether the registry has had no change at all (version 0, no history): the only state an import goes into. */
export function isUnchanged(db: Db): boolean {
  const { version } = db.prepare('SELECT version FROM registry_state WHERE id = 1').get() as { version: number };
  const entries = db.prepare('SELECT COUNT(*) FROM registry_history').pluck().get() as number;
  return version === 0 && entries === 0;
}
