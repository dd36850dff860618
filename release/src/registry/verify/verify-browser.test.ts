import { readdirSync, readFileSync } from 'node:fs';
import { launchVerifyBrowser, type VerifyBrowser } from './verify-browser';

const SECRET = 'registry-secret-4f1c9a7e';

/** Every running process whose command line names `dir` (the browser's own folder): its environment and user. */
function processesIn(dir: string): { pid: string; environ: string[]; uid: number }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)) return [];
        const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
        const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
        return [{ pid, environ, uid }];
      } catch {
        // Gone meanwhile.
        return [];
      }
    });
}

describe("verify's browser (decision 057)", () => {
  const SET = ['RELEASE_SHELL_TOKEN', 'RELEASE_TEAM_TOKENS', 'SHOP_SIGNALS_SECRET'];
  let browser: VerifyBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    for (const name of SET) delete process.env[name];
  });

  it("runs a team's pages in processes that hold none of the registry's secrets, unprivileged and sandboxed", async () => {
    // The registry's own process holds its tokens and its database's path.
    for (const name of SET) process.env[name] = `${name}=${SECRET}`;
    const unsandboxed: string[] = [];
    browser = await launchVerifyBrowser((why) => unsandboxed.push(why));
    const page = await browser.context.newPage();
    await page.goto('data:text/html,<title>a team page</title><p>loaded</p>');
    await expect(page.textContent('p')).resolves.toBe('loaded');

    const processes = processesIn(browser.dir);
    // The browser, its zygotes, renderer and helpers.
    expect(processes.length).toBeGreaterThan(2);
    for (const { environ, uid } of processes) {
      expect(environ.join('\n')).not.toContain(SECRET);
      expect(environ.filter((entry) => /^(RELEASE_|SHOP_)/.test(entry))).toEqual([]);
      if (process.getuid?.() === 0) expect(uid).not.toBe(0);
    }
    // This machine and CI give Chromium its sandbox (user namespaces) once it does not run as root.
    expect(unsandboxed).toEqual([]);
    expect(browser.sandboxed).toBe(true);
  });

  it('leaves nothing behind: its profile and home are removed with it', async () => {
    browser = await launchVerifyBrowser(() => undefined);
    const { dir } = browser;
    await browser.close();
    browser = undefined;
    expect(() => readdirSync(dir)).toThrow(/ENOENT/);
  });
});
