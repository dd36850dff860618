import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import * as v from 'valibot';

/** The element the shell's server writes the page's runtime configuration in (shell/src/remotes/runtime-config.ts). */
const EMBEDDED_CONFIG_ID = 'runtime-config';

/** What a page's runtime configuration says of its builds: remote -> build id, and whether it shows a preview. */
const EMBEDDED = v.object({
  builds: v.optional(v.record(v.string(), v.string()), {}),
  preview: v.optional(v.boolean(), false),
});

/** The builds one page load ran, as its own document said. */
export interface PageBuilds {
  url: string;
  builds: Record<string, string>;
  preview: boolean;
}

/** What a test's pages ran: every page load's builds, and per remote each build seen. */
export interface BuildsSeen {
  pages: PageBuilds[];
  /** Remote -> the builds its pages showed (more than one when a test saw a remote change build). */
  builds: Record<string, string[]>;
  /** The remote the run previews (its key's prefix), when a page said it shows a preview. */
  previewed: string[];
}

/** The attachment's and the annotation's name; the verdict reporter reads the attachment. */
export const BUILDS = 'builds';

/** Reads the configuration the page's document holds (null on a page that is not the store's). */
export async function readPage(page: Page): Promise<PageBuilds | null> {
  const text = await page.evaluate((id) => document.getElementById(id)?.textContent ?? null, EMBEDDED_CONFIG_ID);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(EMBEDDED, json);
  return parsed.success ? { url: page.url(), ...parsed.output } : null;
}

/**
 * Watches the pages of the contexts it is given and reads, at each page load, the builds its document names. At
 * the test's end `record` adds them to the report. A read that a navigation or a close overtook is dropped: the
 * next load is read again.
 */
export function buildsRecorder(previewedRemote: string | null) {
  const seen: PageBuilds[] = [];
  const reads: Promise<void>[] = [];
  const read = (page: Page) => {
    reads.push(
      readPage(page).then(
        (builds) => {
          if (builds) seen.push(builds);
        },
        () => undefined,
      ),
    );
  };
  const watchPage = (page: Page) => page.on('domcontentloaded', read);
  return {
    watch(context: BrowserContext): void {
      context.pages().forEach(watchPage);
      context.on('page', watchPage);
    },
    async record(testInfo: TestInfo): Promise<void> {
      await Promise.all(reads);
      if (seen.length === 0) return;
      const summary = summarize(seen, previewedRemote);
      testInfo.annotations.push({ type: BUILDS, description: describe(summary) });
      await testInfo.attach(BUILDS, { body: JSON.stringify(summary, null, 2), contentType: 'application/json' });
    },
  };
}

export function summarize(pages: PageBuilds[], previewedRemote: string | null): BuildsSeen {
  const builds: Record<string, string[]> = {};
  for (const page of pages)
    for (const [remote, build] of Object.entries(page.builds)) {
      const list = (builds[remote] ??= []);
      if (!list.includes(build)) list.push(build);
    }
  const previewed =
    previewedRemote !== null && pages.some((page) => page.preview && page.builds[previewedRemote])
      ? [previewedRemote]
      : [];
  return { pages, builds, previewed };
}

/** `mf_catalog=b-17 (preview), mf_checkout=b-9`: the annotation a report shows. */
function describe({ builds, previewed }: BuildsSeen): string {
  const remotes = Object.keys(builds).sort();
  if (remotes.length === 0) return 'no build named by the pages (a store without a release registry)';
  return remotes
    .map((remote) => `${remote}=${builds[remote]!.join('|')}${previewed.includes(remote) ? ' (preview)' : ''}`)
    .join(', ');
}
