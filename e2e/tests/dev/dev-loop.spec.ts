import { expect, test, type Page } from '@playwright/test';
import { checkOutToPostForm } from '../../support/checkout-flow';
import { apiRegister, customerApi, fillCart, stockedProducts } from '../../support/customer-api';
import { devEdits, save, shownAt, watchFor } from '../../support/dev-loop';
import { startDevStore } from '../../support/dev-store';

/** What a page holds that a reload would lose: a value set on `window` when the journey began. */
const MARKER = 'shopDevLoopMarker';

const markerKept = (page: Page) =>
  page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], MARKER);

// A team's loop (issue 46): the whole store as `pnpm dev` runs it, and four edits saved while a customer's post
// delivery form is half filled in one tab and the catalogue is open in another. Each edit shows in place: no page
// loads again (the marker set on `window` survives), what was typed stays, and the tab showing the other remote is
// not reloaded either. It starts servers of its own (@local); the dev-servers project runs it after every other
// journey, so the edits and six first compiles never share the machine with them.
test(
  'an edit in checkout, the catalogue, the shell and the kit shows in the open store in place, keeping what was typed',
  {
    tag: '@local',
  },
  async ({ browser }) => {
    test.setTimeout(420_000);
    const store = await startDevStore();
    const undo: (() => void)[] = [];
    try {
      const context = await browser.newContext({ baseURL: store.baseURL });
      const { token } = await apiRegister(context.request);
      const api = customerApi(context.request, token);
      await fillCart(
        api,
        (await stockedProducts(api, 1)).map((product) => product.id),
      );
      await context.addCookies([{ name: 'authorization', value: token, url: store.baseURL }]);

      const form = await context.newPage();
      await form.goto('/pc/cart');
      await checkOutToPostForm(form);
      const fields = form.getByRole('main').locator('form');
      const typed = { consignee: 'Linh Pham', city: 'Hue', address: '1 Le Loi' };
      for (const [name, value] of Object.entries(typed)) await fields.locator(`[name="${name}"]`).fill(value);

      const catalogue = await context.newPage();
      await catalogue.goto('/pc');
      await expect(catalogue.getByRole('main').getByRole('list', { name: 'Products' })).toBeVisible();
      for (const page of [form, catalogue])
        await page.evaluate((name) => Object.assign(window, { [name]: true }), MARKER);

      for (const edit of devEdits(`edit ${Date.now() % 1000}`)) {
        await test.step(edit.name, async () => {
          // The shell's header is on both tabs; a remote's edit shows in the tab showing that remote.
          const showing = edit.app === 'shell' ? [form, catalogue] : edit.app === 'mf-catalog' ? [catalogue] : [form];
          for (const page of showing) await watchFor(page, edit.shown);
          undo.push(save(edit).undo);
          for (const page of showing) await shownAt(page, 30_000);
          for (const page of [form, catalogue])
            expect(await markerKept(page), 'the page was not loaded again').toBe(true);
          for (const [name, value] of Object.entries(typed))
            await expect(fields.locator(`[name="${name}"]`)).toHaveValue(value);
        });
      }
      // A while after the last edit: nothing reloads late either (a remote merely pre-loaded by the form's header).
      await form.waitForTimeout(2000);
      for (const page of [form, catalogue]) expect(await markerKept(page)).toBe(true);
      await context.close();
    } finally {
      for (const restore of undo.reverse()) restore();
      await store.stop();
    }
  },
);
