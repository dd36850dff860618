import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort } from '@shop/serve/testing/run-server';

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  /** Lighthouse's SEO category (issue 39): 100 on home and a product; a customer's pages say noindex on purpose. */
  seo: number | null;
  /** The SEO audits the page failed, by Lighthouse's id (`canonical`, `meta-description`), so a miss is named. */
  seo_failed: string[];
  /** Lighthouse's critical request chains: requests in the longest chain, the document included (goal ≤ 4 on home). */
  longest_chain: number | null;
  fcp_ms: number | null;
  lcp_ms: number | null;
  tbt_ms: number | null;
  cls: number | null;
  /** What the page transferred (Lighthouse's total byte weight): about 7 KB warm, the whole first load cold. */
  transferred_bytes: number | null;
  /**
   * Lighthouse's measure of the machine's CPU (its "CPU/Memory Power"): the 4× slowdown is calibrated for 1500–2000,
   * a high-end desktop, to land in mid-tier mobile; a slower or busy machine slowed 4× lands lower.
   */
  benchmark_index: number | null;
  /** What moved, as Lighthouse names it (its layout-shifts audit), so a shift the bench does not see can be found. */
  shifted: string[];
}

interface Audit {
  score?: number | null;
  numericValue?: number;
  details?: {
    longestChain?: { length?: number };
    items?: { node?: { selector?: string; nodeLabel?: string }; score?: number }[];
  };
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
    audits: Record<string, Audit | undefined>;
    environment?: { benchmarkIndex?: number };
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

/** Lighthouse's figures of one audit of a page. */
function scoresOf(result: LighthouseResult | undefined): LighthouseScores {
  const categories = result?.lhr.categories ?? {};
  const score = (name: string) => {
    const value = categories[name]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const audits = result?.lhr.audits ?? {};
  const value = (name: string) => audits[name]?.numericValue ?? null;
  const chain = audits['critical-request-chains']?.details?.longestChain?.length;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    // Only the audits that count: a manual or not-applicable one has no weight.
    seo_failed: (categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    // Lighthouse counts the links of the chain; the requests in it are one more.
    longest_chain: chain === undefined ? null : chain + 1,
    fcp_ms: value('first-contentful-paint'),
    lcp_ms: value('largest-contentful-paint'),
    tbt_ms: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferred_bytes: value('total-byte-weight'),
    benchmark_index: result?.lhr.environment?.benchmarkIndex ?? null,
    shifted: (audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} (${item.score?.toFixed(3) ?? '?'})`),
  };
}

/**
 * The run with the median performance score, whole: its LCP, TBT and CLS belong together (Lighthouse's own advice
 * for reading several runs), rather than medians of each figure taken from different runs.
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A first visit (an empty profile per audit: nothing cached) or a return visit (one profile, primed). */
export type CacheState = 'cold' | 'warm';

interface Audited {
  name: string;
  url: string;
  token?: string;
}

/** Chromium with a debugging port for Lighthouse, on a profile of its own; `close` removes the profile. */
async function chromiumForLighthouse(chromiumOptions: { executablePath: string; args: string[] }) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumOptions.executablePath,
    args: [...chromiumOptions.args, `--remote-debugging-port=${port}`],
    headless: true,
  });
  return {
    port,
    browser,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse 12 (mobile: its default form factor and simulated slow 4G with 4× CPU) on each page, `runs` times, in
 * Debian's Chromium started by Playwright with a debugging port. A customer's page gets the session cookie first,
 * and Lighthouse is told not to clear storage (it would clear the cookie too), so it audits what the customer sees.
 * Cold: a new profile per audit, so nothing is cached — a shopper's first visit, and what Lighthouse's defaults
 * measure. Warm: one profile whose cache a first load of each page filled — a returning shopper.
 */
export async function lighthouseScores(
  pages: Audited[],
  chromiumOptions: { executablePath: string; args: string[] },
  runs: number,
  cache: CacheState,
): Promise<Record<string, LighthouseScores>> {
  // Lighthouse is an ES module; this file runs as CommonJS under tsx.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
  const shared = cache === 'warm' ? await chromiumForLighthouse(chromiumOptions) : null;
  const audit = async (page: Audited) => {
    const chrome = shared ?? (await chromiumForLighthouse(chromiumOptions));
    try {
      await chrome.browser.clearCookies();
      if (page.token) await chrome.browser.addCookies([{ name: 'authorization', value: page.token, url: page.url }]);
      if (shared) {
        // The return visit's cache: the page loaded once, with time for its late chunks and images.
        const primer = await chrome.browser.newPage();
        await primer.goto(page.url, { waitUntil: 'load' });
        await primer.waitForTimeout(3_000);
        await primer.close();
      }
      return scoresOf(
        await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
          disableStorageReset: true,
        }),
      );
    } finally {
      if (!shared) await chrome.close();
    }
  };
  const scores: Record<string, LighthouseScores> = {};
  try {
    for (const page of pages) {
      const audits: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++) audits.push(await audit(page));
      scores[page.name] = medianRun(audits);
      console.log(
        `[bench] lighthouse ${cache} ${page.name}: performance ${audits.map((one) => one.performance).join(', ')}; ` +
          `median run ${JSON.stringify(scores[page.name])}`,
      );
    }
  } finally {
    await shared?.close();
  }
  return scores;
}
