import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';

/** Where Playwright looks for its ffmpeg when PLAYWRIGHT_BROWSERS_PATH points here. */
const LINKED = path.join(__dirname, '..', 'node_modules', '.playwright-ffmpeg');

/** Playwright's ffmpeg revision (playwright-core's browsers.json): the folder name it looks in. */
function ffmpegRevision(): string {
  const fromPlaywright = createRequire(require.resolve('@playwright/test'));
  const browsers = JSON.parse(
    readFileSync(path.join(path.dirname(fromPlaywright.resolve('playwright-core')), 'browsers.json'), 'utf8'),
  ) as {
    browsers: { name: string; revision: string }[];
  };
  const ffmpeg = browsers.browsers.find((browser) => browser.name === 'ffmpeg');
  if (!ffmpeg) throw new Error("playwright-core's browsers.json names no ffmpeg");
  return ffmpeg.revision;
}

/**
 * Video of a failed journey. Playwright encodes it with its own ffmpeg build, a download that cannot work on our
 * machines (as its browsers cannot): without it every context fails to open. Debian's ffmpeg (`FFMPEG_PATH`, else
 * /usr/bin/ffmpeg; the test command installs it) does the same job, linked where Playwright looks. Without either,
 * video is off and the run says so once.
 */
export function failureVideo(env: NodeJS.ProcessEnv = process.env): 'retain-on-failure' | 'off' {
  const own = path.join(homedir(), '.cache', 'ms-playwright', `ffmpeg-${ffmpegRevision()}`, 'ffmpeg-linux');
  if (env.PLAYWRIGHT_BROWSERS_PATH || existsSync(own)) return 'retain-on-failure';
  const ffmpeg = env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
  if (!existsSync(ffmpeg)) {
    // The configuration is read by the runner and again by each worker: the runner alone says it.
    if (env.TEST_WORKER_INDEX === undefined)
      console.log(`[e2e] no ffmpeg at ${ffmpeg} (Debian's ffmpeg, or FFMPEG_PATH): failed journeys keep no video`);
    return 'off';
  }
  const folder = path.join(LINKED, `ffmpeg-${ffmpegRevision()}`);
  const link = path.join(folder, 'ffmpeg-linux');
  if (!existsSync(link)) {
    mkdirSync(folder, { recursive: true });
    try {
      symlinkSync(ffmpeg, link);
    } catch (error) {
      // Another run starting at the same moment made it.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  // The workers inherit it; Chromium itself is given by path (support/chromium.ts), so only ffmpeg is looked up here.
  env.PLAYWRIGHT_BROWSERS_PATH = LINKED;
  return 'retain-on-failure';
}
