import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_REMOTES } from './runtime-config';
import { RUNTIME_CONFIG_MAX_AGE_MS, runtimeConfigSource } from './runtime-config-source';
import { tempDist } from '../testing/fixtures';

const catalogAt = (origin: string) => JSON.stringify({ remotes: { mf_catalog: `${origin}/mf-manifest.json` } });

function setup() {
  const folder = tempDist({ 'runtime.json': catalogAt('http://127.0.0.1:3001') });
  const file = path.join(folder.dir, 'runtime.json');
  let time = 0;
  const errors: unknown[] = [];
  const source = runtimeConfigSource(
    { RUNTIME_CONFIG: file },
    { now: () => time, onError: (error) => errors.push(error) },
  );
  return {
    file,
    source,
    errors,
    later: (ms = RUNTIME_CONFIG_MAX_AGE_MS) => (time += ms),
    remove: folder.remove,
  };
}

describe('runtime configuration source', () => {
  it('picks up an edited file once its short cache has passed', () => {
    const t = setup();
    try {
      expect(t.source.current().remotes.mf_catalog).toBe('http://127.0.0.1:3001/mf-manifest.json');
      writeFileSync(t.file, catalogAt('https://cdn.example.com/catalog/43'));
      t.later(RUNTIME_CONFIG_MAX_AGE_MS - 1);
      expect(t.source.current().remotes.mf_catalog).toBe('http://127.0.0.1:3001/mf-manifest.json');
      t.later(1);
      expect(t.source.current().remotes.mf_catalog).toBe('https://cdn.example.com/catalog/43/mf-manifest.json');
      expect(t.source.current().remotes.mf_account).toBe(DEFAULT_REMOTES.mf_account);
    } finally {
      t.remove();
    }
  });

  it('follows a file replaced by a rename, as deploy tools write it', () => {
    const t = setup();
    try {
      writeFileSync(`${t.file}.new`, catalogAt('https://cdn.example.com/catalog/44'));
      renameSync(`${t.file}.new`, t.file);
      t.later();
      expect(t.source.current().remotes.mf_catalog).toBe('https://cdn.example.com/catalog/44/mf-manifest.json');
    } finally {
      t.remove();
    }
  });

  it('keeps the last good configuration when the file goes bad, reports it once, and recovers', () => {
    const t = setup();
    try {
      const good = t.source.current();
      writeFileSync(t.file, '{ "remotes": { "mf_catalog": "javascript:alert(1)" } }');
      t.later();
      expect(t.source.current()).toBe(good);
      t.later();
      expect(t.source.current()).toBe(good);
      expect(t.errors).toHaveLength(1);
      expect(String(t.errors[0])).toMatch(/mf_catalog/);
      writeFileSync(t.file, catalogAt('https://cdn.example.com/catalog/45'));
      t.later();
      expect(t.source.current().remotes.mf_catalog).toBe('https://cdn.example.com/catalog/45/mf-manifest.json');
    } finally {
      t.remove();
    }
  });

  it('still refuses a bad file at start', () => {
    const folder = tempDist({ 'runtime.json': '{ "remotes": "nope" }' });
    try {
      expect(() => runtimeConfigSource({ RUNTIME_CONFIG: path.join(folder.dir, 'runtime.json') })).toThrow(/remotes/);
    } finally {
      folder.remove();
    }
  });
});
