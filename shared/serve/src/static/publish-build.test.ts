import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publishBuild } from './publish-build';
import { tempDist } from '../testing/fixtures';

const folders: { remove(): void }[] = [];
const folder = (files: Record<string, string>) => {
  const made = tempDist(files);
  folders.push(made);
  return made.dir;
};

afterEach(() => {
  for (const made of folders.splice(0)) made.remove();
});

/** A remote's build: its entry and manifest name `chunk`, which is there with its source map and encodings. */
function remoteBuild(chunk: string) {
  return folder({
    'remoteEntry.js': `load("${chunk}")`,
    'remoteEntry.js.br': `br of load("${chunk}")`,
    'mf-manifest.json': JSON.stringify({ name: 'mf_catalog', chunk }),
    [chunk]: `chunk ${chunk}`,
    [`${chunk}.map`]: '{}',
    [`${chunk}.br`]: `br of ${chunk}`,
    'monolith/main.99999999.js': 'monolith',
  });
}

const listed = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => !name.startsWith('.'))
    .sort();

describe('publishBuild', () => {
  it('publishes a build: its hashed files, its entries, nothing of the skipped folders', () => {
    const target = folder({});
    publishBuild(remoteBuild('page.11111111.js'), target, { skip: ['monolith'] });
    expect(listed(target)).toEqual([
      'mf-manifest.json',
      'page.11111111.js',
      'page.11111111.js.br',
      'page.11111111.js.map',
      'remoteEntry.js',
      'remoteEntry.js.br',
    ]);
  });

  it("keeps the previous build's hashed files beside the new ones, and the entries of the new build only", () => {
    const target = folder({});
    publishBuild(remoteBuild('page.11111111.js'), target);
    const removed = publishBuild(remoteBuild('page.22222222.js'), target);
    expect(removed).toEqual([]);
    for (const file of ['page.11111111.js', 'page.11111111.js.br', 'page.22222222.js', 'page.22222222.js.br']) {
      expect(existsSync(path.join(target, file))).toBe(true);
    }
    expect(readFileSync(path.join(target, 'remoteEntry.js'), 'utf8')).toBe('load("page.22222222.js")');
    expect(readFileSync(path.join(target, 'remoteEntry.js.br'), 'utf8')).toBe('br of load("page.22222222.js")');
    expect(JSON.parse(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8')).chunk).toBe('page.22222222.js');
  });

  it('removes the hashed files of builds older than the ones kept', () => {
    const target = folder({});
    publishBuild(remoteBuild('page.11111111.js'), target);
    publishBuild(remoteBuild('page.22222222.js'), target);
    const removed = publishBuild(remoteBuild('page.33333333.js'), target).sort();
    expect(removed).toEqual(['page.11111111.js', 'page.11111111.js.br', 'page.11111111.js.map']);
    expect(existsSync(path.join(target, 'page.22222222.js'))).toBe(true);
    expect(existsSync(path.join(target, 'page.33333333.js'))).toBe(true);
  });

  it('never overwrites a hashed file already published, and drops an entry encoding the new build lacks', () => {
    const target = folder({});
    publishBuild(remoteBuild('page.11111111.js'), target);
    const next = folder({ 'remoteEntry.js': 'load("page.11111111.js") // v2', 'page.11111111.js': 'rewritten' });
    publishBuild(next, target, { keepBuilds: 1 });
    expect(readFileSync(path.join(target, 'page.11111111.js'), 'utf8')).toBe('chunk page.11111111.js');
    expect(existsSync(path.join(target, 'remoteEntry.js.br'))).toBe(false);
    expect(readFileSync(path.join(target, 'remoteEntry.js'), 'utf8')).toBe('load("page.11111111.js") // v2');
  });
});
