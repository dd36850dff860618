// @ts-check
/* global __resourceQuery, __webpack_hash__ */
/**
 * The hot client of a dev server's build (decision 062), in place of webpack's `hot/dev-server` (fast-refresh.js swaps
 * it in, with `?app=<folder>&host=<0|1>`). Like it, it checks and applies each update the dev server
 * announces; unlike it, an update that cannot be applied in place (it reaches a module no component boundary accepts:
 * a remote's public module, its exposed list, the shell's start) loads the page again only where the page shows what
 * changed, where webpack's would reload every page that has the remote's entry:
 *
 * - the shell's: the page is the shell's, so it reloads;
 * - a remote's: it reloads if the page shows one of that remote's components now; a remote merely pre-loaded (the
 *   header links to it, a link to it was hovered) is left as it is, and reloads the page when it is first shown.
 *
 * On a page whose React cannot refresh (a deployed store running production React, with a developer's remote in it:
 * decision 065) an applied update shows only by a reload, so it reloads.
 */
const query = new URLSearchParams(__resourceQuery.slice(1));
const app = query.get('app') ?? '';
const host = query.get('host') === '1';

/** The page's refresh runtime (page-refresh-runtime.js), which knows which app's components are on screen. */
const page = /** @type {{ shows(app: string): boolean, reloadWhenShown(app: string): void, canRefresh(): boolean }} */ (
  /** @type {unknown} */ (require('react-refresh/runtime'))
);
const log = require('webpack/hot/log');
const hotEmitter = require('webpack/hot/emitter');

/** @param {string} why */
function reloadWhereShown(why) {
  if (host || page.shows(app)) {
    log('info', `[HMR] ${why}: loading the page again`);
    globalThis.location.reload();
  } else {
    log('info', `[HMR] ${why}: ${app} is not on the page, so it loads again once shown`);
    page.reloadWhenShown(app);
  }
}

/** @type {string | undefined} */
let lastHash;
const upToDate = () => (lastHash ?? '').includes(__webpack_hash__);

/** @param {NonNullable<typeof module.hot>} hot */
async function check(hot) {
  try {
    const updated = await hot.check();
    // The dev server restarted: what it now serves is not an update of what the page runs.
    if (!updated) return reloadWhereShown('the dev server has no update for this page');
    /** @type {string[]} */
    const unapplied = [];
    const skip = (/** @type {{ moduleId: string | number }} */ { moduleId }) => void unapplied.push(String(moduleId));
    const renewed = await hot.apply({
      ignoreUnaccepted: true,
      ignoreDeclined: true,
      ignoreErrored: true,
      onUnaccepted: skip,
      onDeclined: skip,
      onErrored: skip,
    });
    require('webpack/hot/log-apply-result')(updated, renewed);
    if (unapplied.length > 0) return reloadWhereShown(`${unapplied.join(', ')} cannot be updated in place`);
    if (renewed.length > 0 && !page.canRefresh()) {
      log('info', "[HMR] this page's React cannot refresh in place: loading the page again");
      return globalThis.location.reload();
    }
    if (!upToDate()) await check(hot);
  } catch (error) {
    if (['abort', 'fail'].includes(hot.status())) reloadWhereShown(`the update failed (${String(error)})`);
    else log('warning', `[HMR] Update check failed: ${String(error)}`);
  }
}

const hot = module.hot;
if (hot) {
  hotEmitter.on('webpackHotUpdate', (/** @type {string} */ currentHash) => {
    lastHash = currentHash;
    if (!upToDate() && hot.status() === 'idle') void check(hot);
  });
}
