import { expect, test, type Page } from '@playwright/test';
import { devEdits, openDevLoopTabs, save, shownAt, watchFor } from '../../support/dev-loop';
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
      const tabs = await openDevLoopTabs(browser, store.baseURL);
      const { form, catalogue } = tabs;
      for (const page of [form, catalogue])
        await page.evaluate((name) => Object.assign(window, { [name]: true }), MARKER);

      for (const edit of devEdits(`edit ${Date.now() % 1000}`)) {
        await test.step(edit.name, async () => {
          const showing = tabs.showing(edit);
          for (const page of showing) await watchFor(page, edit.shown);
          undo.push(save(edit).undo);
          for (const page of showing) await shownAt(page, 30_000);
          for (const page of [form, catalogue])
            expect(await markerKept(page), 'the page was not loaded again').toBe(true);
          expect(await tabs.lostValues(), 'what was typed in the form').toEqual([]);
        });
      }
      // A while after the last edit: nothing reloads late either (a remote merely pre-loaded by the form's header).
      await form.waitForTimeout(2000);
      for (const page of [form, catalogue]) expect(await markerKept(page)).toBe(true);
      await tabs.close();
    } finally {
      for (const restore of undo.reverse()) restore();
      await store.stop();
    }
  },
);
