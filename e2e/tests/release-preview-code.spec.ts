import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '../support/fixtures';
import { nginxInstallCheck } from '../support/nginx-install';
import { CATALOG_PAGES, convergedOn, releaseTest as test, renderedOn } from '../support/release-environment';
import { catalogBuild, release } from '../support/release-harness';
import { dropEncodings } from '../support/remote-builds';

// A team's build runs its server code on the shell servers only once it is live or a canary (decision 054): a
// preview — set by the registry at the start of every verify, before its pages are judged — is shown to the one
// browser holding its key, rendered in that browser. On the production topology (@local): nginx as CDN and store,
// two shell servers following the registry.
const missing = nginxInstallCheck();
if (missing) console.log(`[e2e] release-preview-code.spec.ts skipped: ${missing}`);
test.skip(missing !== null, missing ?? '');

/** The process ids that ran a build's server entry, one a line, as the marked entry writes them. */
const ranIn = (mark: string) => (existsSync(mark) ? readFileSync(mark, 'utf8').trim().split('\n') : []);

test(
  "a preview's server code is run by no shell server before, during or after its verify, and by both once it is live",
  { tag: '@local' },
  async ({ topology }) => {
    test.setTimeout(240_000);
    const { store, registry } = topology;
    const env = topology.env();
    const folder = mkdtempSync(path.join(tmpdir(), 'shop-preview-mark-'));
    const mark = path.join(folder, 'ran');
    // A build whose server entry leaves a mark wherever it runs (and is the catalogue's own server code besides).
    const marked = catalogBuild('marked', (dir) => {
      const entry = path.join(dir, 'server', 'remoteEntry.js');
      const leaveMark = `try { require('node:fs').appendFileSync(${JSON.stringify(mark)}, process.pid + '\\n'); } catch {}\n`;
      writeFileSync(entry, leaveMark + readFileSync(entry, 'utf8'));
      dropEncodings(entry);
    });
    // What the shells are told, every 100 ms: whether the registry named the marked build a preview meanwhile.
    let previewed = false;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const map = (await (await fetch(`${registry.url}/v1/registry`)).json()) as {
          remotes: Record<string, { preview?: { build: string } | null }>;
        };
        if (map.remotes.mf_catalog?.preview?.build === 'marked') previewed = true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      expect((await release(['publish', 'mf_catalog', marked.dir], env)).code).toBe(0);
      const verified = await release(['verify', 'mf_catalog', 'marked', ...CATALOG_PAGES], env);
      // The verify's browser held the preview key and saw the marked build: its pages loaded from its folder.
      expect(verified.stdout, verified.stderr).toContain('mf_catalog marked verified');
      // Past the shells' poll and their warm-up's, which follow a change within a second or two.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      watching = false;
      await watch;
      expect(previewed).toBe(true);
      expect(ranIn(mark)).toEqual([]);

      // Live: now its server code is what both shell servers run (the mark is a real one), and home is rendered
      // with it on each.
      expect((await release(['promote', 'mf_catalog', 'marked'], env)).code).toBe(0);
      await convergedOn(store, 'marked');
      await expect.poll(() => new Set(ranIn(mark)).size, { timeout: 10_000 }).toBe(store.shellURLs.length);
      await renderedOn(store, 'marked');
    } finally {
      watching = false;
      await watch;
      marked.remove();
      rmSync(folder, { recursive: true, force: true });
    }
  },
);
