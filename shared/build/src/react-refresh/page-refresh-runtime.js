// @ts-check
/**
 * The one React Refresh runtime of a page (decision 062). Every app's development build resolves
 * `react-refresh/runtime` to this file: the first bundle on the page (the shell's, or a remote's own page) installs
 * the runtime, and every bundle loaded after it (a remote inside the shell's page) uses that one. So a remote's
 * components register their families where the page's React renderer asks for them, and a remote's update is
 * applied through the same runtime as the shell's, with no React DevTools extension in between.
 *
 * Beside the runtime's own functions, the page's runtime knows which app each component came from (its module id
 * starts with the app's folder, fast-refresh.js), so an update that cannot be applied in place reloads the page only
 * where the page shows that app (hot-reload-policy.js).
 */
const PAGE_RUNTIME = Symbol.for('@shop/build: the page React Refresh runtime');

/** @typedef {typeof import('react-refresh/runtime')} RefreshRuntime */
/** @typedef {{ type?: unknown, elementType?: unknown, child: Fiber | null, sibling: Fiber | null }} Fiber */
/** @typedef {{ current: Fiber }} FiberRoot */
/**
 * The page's `__REACT_DEVTOOLS_GLOBAL_HOOK__` as React's renderer and the refresh runtime use it.
 * @typedef {{
 *   inject?: (renderer: { scheduleRefresh?: unknown }) => unknown,
 *   renderers?: Map<unknown, { scheduleRefresh?: unknown }>,
 *   onCommitFiberRoot?: (...args: unknown[]) => void,
 * }} DevtoolsHook
 */

/** @returns {RefreshRuntime & { shows(app: string): boolean, reloadWhenShown(app: string): void, canRefresh(): boolean }} */
function install() {
  // The package's own entry (the runtime): `react-refresh/runtime` itself resolves back here.
  /** @type {RefreshRuntime} */
  const runtime = require('react-refresh');
  /** The app folder each registered component came from (its module id starts with it: `./mf-catalog/src/…`). */
  /** @type {WeakMap<object, string>} */
  const appOfType = new WeakMap();
  /** The page's React roots, as the renderer commits them. */
  /** @type {Set<FiberRoot>} */
  const roots = new Set();
  /**
   * Whether the page's React can refresh in place: a development renderer reports itself to the hook with
   * `scheduleRefresh`. Production React has none, and one loaded before the runtime (a deployed store's, with a
   * developer's remote in it: decision 065) never reports at all.
   */
  let refreshable = false;
  /** Apps whose update could not be applied while the page did not show them. */
  /** @type {Set<string>} */
  const stale = new Set();

  /** @param {string} app whether a component of `app` is mounted in one of the page's roots now */
  const shows = (app) => {
    for (const root of roots) {
      /** @type {Fiber[]} */
      const pending = [root.current];
      for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
        for (const type of [fiber.type, fiber.elementType])
          if (type && (typeof type === 'function' || typeof type === 'object') && appOfType.get(type) === app)
            return true;
        if (fiber.sibling) pending.push(fiber.sibling);
        if (fiber.child) pending.push(fiber.child);
      }
    }
    return false;
  };

  return {
    ...runtime,
    injectIntoGlobalHook(globalObject) {
      runtime.injectIntoGlobalHook(globalObject);
      const hook = /** @type {{ __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook }} */ (globalObject)
        .__REACT_DEVTOOLS_GLOBAL_HOOK__;
      if (!hook) return;
      const inject = hook.inject;
      hook.inject = (/** @type {{ scheduleRefresh?: unknown }} */ renderer) => {
        if (typeof renderer.scheduleRefresh === 'function') refreshable = true;
        return inject?.call(hook, renderer);
      };
      for (const renderer of hook.renderers?.values() ?? [])
        if (typeof renderer.scheduleRefresh === 'function') refreshable = true;
      const committed = hook.onCommitFiberRoot;
      hook.onCommitFiberRoot = (...args) => {
        committed?.(...args);
        roots.add(/** @type {FiberRoot} */ (args[1]));
        // A stale app is loaded again the moment React commits something of it to the page.
        if (stale.size > 0 && [...stale].some(shows)) globalThis.location.reload();
      };
    },
    register(type, id) {
      const app = /^\.\/([^/]+)\//.exec(id)?.[1];
      if (app && type && (typeof type === 'function' || typeof type === 'object')) appOfType.set(type, app);
      runtime.register(type, id);
    },
    shows,
    canRefresh: () => refreshable,
    reloadWhenShown(app) {
      stale.add(app);
    },
  };
}

const page = /** @type {Record<symbol, ReturnType<typeof install>>} */ (globalThis);
page[PAGE_RUNTIME] ??= install();

module.exports = page[PAGE_RUNTIME];
