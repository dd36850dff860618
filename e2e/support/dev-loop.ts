import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { checkOutToPostForm } from './checkout-flow';
import { apiRegister, customerApi, fillCart, stockedProducts } from './customer-api';
import { ROOT } from './workspace';

/** How the open page shows that an edit arrived: a text in the page, or a colour in a part's style. */
type Shown =
  { kind: 'text'; within: 'main h1' | 'header'; text: string } | { kind: 'outline'; within: 'main'; colour: string };

/** One edit a team makes in `pnpm dev`: a file, what is replaced in it, and how the open page shows it. */
export interface DevEdit {
  name: string;
  /** Where it lives: an app, or the kit (@shop/ui, on the page as the shell's shared copy). */
  app: 'shell' | 'mf-catalog' | 'mf-checkout' | 'kit';
  file: string;
  from: string;
  to: string;
  shown: Shown;
}

/**
 * The three edits (issue 46): a visible text of checkout's post delivery form (its heading: a texts file),
 * a style of the catalogue's page the header links to (a component's emotion style), and a text of the shell's
 * header (the shell's texts); and a style of the kit's field label, which every remote's form shows. `run` makes each
 * edit's text new, so a second run is an edit too.
 */
export function devEdits(run: string): DevEdit[] {
  const shade = Number(run.replace(/\D/g, '')) % 256;
  return [
    {
      name: "checkout's post delivery form, a text",
      app: 'mf-checkout',
      file: 'mf-checkout/src/i18n/en.ts',
      from: "'post.title': 'Delivery by post',",
      to: `'post.title': 'Delivery by post ${run}',`,
      shown: { kind: 'text', within: 'main h1', text: `Delivery by post ${run}` },
    },
    {
      name: "the catalogue's home, a style",
      app: 'mf-catalog',
      file: 'mf-catalog/src/pages/catalog-browser.tsx',
      from: 'const filtersHeading = (theme: Theme) => css`',
      to: `const filtersHeading = (theme: Theme) => css\`\n  outline: 3px solid rgb(1, 2, ${shade});`,
      shown: { kind: 'outline', within: 'main', colour: `rgb(1, 2, ${shade})` },
    },
    {
      name: "the shell's header, a text",
      app: 'shell',
      file: 'shell/src/i18n/en/common.ts',
      from: "'nav.home': 'Home',",
      to: `'nav.home': 'Home ${run}',`,
      shown: { kind: 'text', within: 'header', text: `Home ${run}` },
    },
    {
      name: "the kit's field label, a style",
      app: 'kit',
      file: 'shared/ui/src/forms/field-label-style.ts',
      from: 'export const fieldLabelStyle = (theme: Theme) => css`',
      to: `export const fieldLabelStyle = (theme: Theme) => css\`\n  outline: 3px solid rgb(4, 5, ${shade});`,
      shown: { kind: 'outline', within: 'main', colour: `rgb(4, 5, ${shade})` },
    },
  ];
}

/**
 * Starts watching `page` for `shown`: from the next frame on, each frame checks it, and the frame that first shows
 * it records the time (the page's clock is this machine's, as the save's is). Read it with `shownAt`.
 */
export async function watchFor(page: Page, shown: Shown): Promise<void> {
  // A script, not a function: tsx (the bench's loader) names functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const wanted = ${JSON.stringify(shown)};
    const seen = () => [...document.querySelectorAll(wanted.within)].some((element) =>
      wanted.kind === 'text'
        ? (element.textContent || '').includes(wanted.text)
        : [element, ...element.querySelectorAll('*')].some((part) => getComputedStyle(part).outlineColor === wanted.colour),
    );
    window.shopShownAt = new Promise((resolve) => {
      const frame = () => (seen() ? resolve(Date.now()) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    });
  })()`);
}

/** When the page first showed what `watchFor` waits for (ms since the epoch); waits at most `timeoutMs`. */
export async function shownAt(page: Page, timeoutMs = 20_000): Promise<number> {
  return page.evaluate(
    (limit) =>
      Promise.race([
        (window as unknown as { shopShownAt: Promise<number> }).shopShownAt,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error('not shown in time')), limit)),
      ]),
    timeoutMs,
  );
}

/** Saves an edit as an editor does (the file rewritten in place); returns when it was saved and how to undo it. */
export function save(edit: DevEdit): { savedAt: number; undo(): void } {
  const file = path.join(ROOT, edit.file);
  const original = readFileSync(file, 'utf8');
  if (!original.includes(edit.from)) throw new Error(`${edit.file} no longer holds ${edit.from}: update dev-loop.ts`);
  const { atime, mtime } = statSync(file);
  const savedAt = Date.now();
  writeFileSync(file, original.replace(edit.from, edit.to));
  return {
    savedAt,
    // The file as it was, its times too, so the production builds are not seen as stale by the next run.
    undo() {
      writeFileSync(file, original);
      utimesSync(file, atime, mtime);
    },
  };
}

/** What the journey and the bench type into the post delivery form before any edit: half of it. */
export const TYPED = { consignee: 'Linh Pham', city: 'Hue', address: '1 Le Loi' } as const;

export interface DevLoopTabs {
  /** A new customer's post delivery form, half filled with TYPED. */
  form: Page;
  /** The catalogue's home, in a second tab of the same browser. */
  catalogue: Page;
  /** The tabs an edit shows in: the shell's header is in both, a remote's or the kit's part in the tab showing it. */
  showing(edit: DevEdit): Page[];
  /** The form's fields whose value is no longer what was typed. */
  lostValues(): Promise<string[]>;
  close(): Promise<void>;
}

/** The two tabs of the dev loop, in the store at `baseURL` (`pnpm dev`'s), as a new customer with one product in the cart. */
export async function openDevLoopTabs(browser: Browser, baseURL: string): Promise<DevLoopTabs> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const { token } = await apiRegister(context.request);
  const api = customerApi(context.request, token);
  await fillCart(
    api,
    (await stockedProducts(api, 1)).map((product) => product.id),
  );
  await context.addCookies([{ name: 'authorization', value: token, url: baseURL }]);
  const form = await context.newPage();
  await form.goto('/pc/cart');
  await checkOutToPostForm(form);
  const field = (name: string) => form.getByRole('main').locator(`form [name="${name}"]`);
  for (const [name, value] of Object.entries(TYPED)) await field(name).fill(value);
  const catalogue = await context.newPage();
  await catalogue.goto('/pc');
  await catalogue.getByRole('main').getByRole('list', { name: 'Products' }).waitFor();
  return {
    form,
    catalogue,
    showing: (edit) => (edit.app === 'shell' ? [form, catalogue] : edit.app === 'mf-catalog' ? [catalogue] : [form]),
    async lostValues() {
      const lost: string[] = [];
      for (const [name, value] of Object.entries(TYPED))
        if ((await field(name).inputValue()) !== value) lost.push(name);
      return lost;
    },
    close: () => context.close(),
  };
}
