import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** The unprivileged user a registry running as root starts verify's browser as: Debian's `nobody`. */
const NOBODY = 65534;
const SETPRIV = '/usr/bin/setpriv';

const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export interface VerifyBrowser {
  context: BrowserContext;
  /** The folder the browser runs in (its profile and its home): no other process's files. */
  dir: string;
  /** Whether Chromium's own sandbox is on (its renderers in their own namespaces, under seccomp). */
  sandboxed: boolean;
  close(): Promise<void>;
}

/** A shell word: the path in single quotes, any single quote in it closed, escaped and reopened. */
const quoted = (word: string): string => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * Where verify's browser runs a team's pages (decision 057): a process that holds none of the registry's secrets.
 * Its environment is PATH and a HOME of its own, nothing else (no `RELEASE_*`, no `SHOP_*`, no token, no database
 * path); its profile and home are a new folder, removed after; a registry running as root starts it as `nobody`
 * (`setpriv`), so it can read nothing the registry alone may; and Chromium's own sandbox is on. Where the machine
 * cannot give that sandbox (no user namespaces), the browser starts without it, still unprivileged and without the
 * secrets, and the registry's log says so (`onUnsandboxed`).
 */
export async function launchVerifyBrowser(onUnsandboxed: (why: string) => void): Promise<VerifyBrowser> {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-verify-browser-'));
  try {
    // The browser's user must get into the folder; nothing else is in it.
    chmodSync(dir, 0o755);
    const home = path.join(dir, 'home');
    const profile = path.join(dir, 'profile');
    mkdirSync(home, { mode: 0o700 });
    mkdirSync(profile, { mode: 0o700 });
    let executablePath = chromiumPath;
    if (process.getuid?.() === 0) {
      if (!existsSync(SETPRIV))
        throw new Error(`${SETPRIV} (util-linux) is missing: verify's browser would run as root`);
      for (const owned of [home, profile]) chownSync(owned, NOBODY, NOBODY);
      executablePath = path.join(dir, 'chromium-as-nobody');
      writeFileSync(
        executablePath,
        `#!/bin/sh\nexec ${SETPRIV} --reuid=${NOBODY} --regid=${NOBODY} --clear-groups -- ${quoted(chromiumPath)} "$@"\n`,
        { mode: 0o755 },
      );
    }
    const launch = (sandboxed: boolean) =>
      chromium.launchPersistentContext(profile, {
        executablePath,
        args: CHROMIUM_ARGS,
        // Off, Playwright passes --no-sandbox.
        chromiumSandbox: sandboxed,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home },
        locale: 'en-US',
      });
    let sandboxed = true;
    const context = await launch(true).catch((error: unknown) => {
      sandboxed = false;
      onUnsandboxed(String(error).split('\n')[0] ?? String(error));
      return launch(false);
    });
    return {
      context,
      dir,
      sandboxed,
      async close() {
        await context.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
