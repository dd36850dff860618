const { afterEach, beforeEach, describe, expect, it, jest: jestApi } = require('@jest/globals');

const PAGE_RUNTIME = Symbol.for('@shop/build: the page React Refresh runtime');

/** A fiber tree as React's renderer commits it: a root whose children are the components given, nested in order. */
function rootOf(/** @type {unknown[]} */ ...types) {
  /** @type {any} A fiber: only the fields the runtime walks. */
  let child = null;
  for (const type of types.reverse()) child = { type, elementType: type, child, sibling: null };
  return { current: { type: null, child, sibling: null } };
}

/** The page runtime as a bundle loads it: a fresh module registry, the page's global kept. */
const load = () => {
  /** @type {any} The runtime's exports plus the page's additions. */
  let runtime;
  jestApi.isolateModules(() => {
    runtime = require('./page-refresh-runtime');
  });
  return runtime;
};

beforeEach(() => {
  delete (/** @type {any} */ (globalThis)[PAGE_RUNTIME]);
  delete (/** @type {any} */ (globalThis).__REACT_DEVTOOLS_GLOBAL_HOOK__);
});
afterEach(() => {
  delete (/** @type {any} */ (globalThis).location);
});

describe("the page's one React Refresh runtime (decision 062)", () => {
  it('is installed by the first bundle on the page and used by every bundle after it', () => {
    const shell = load();
    const remote = load();
    expect(remote).toBe(shell);
    expect(typeof remote.performReactRefresh).toBe('function');
  });

  it("knows which app's components a committed root shows, by the app folder of their module ids", () => {
    const runtime = load();
    runtime.injectIntoGlobalHook(globalThis);
    const CartPage = () => null;
    const HomePage = () => null;
    const Header = () => null;
    runtime.register(CartPage, './mf-checkout/src/pages/cart-page.tsx %exports% default');
    runtime.register(HomePage, './mf-catalog/src/pages/home-page.tsx %exports% default');
    runtime.register(Header, './shell/src/header/site-header.tsx SiteHeader');
    // The renderer reports a commit of a page with the shell's header and checkout's cart.
    /** @type {any} */ (globalThis).__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot(1, rootOf(Header, CartPage));
    expect(runtime.shows('mf-checkout')).toBe(true);
    expect(runtime.shows('shell')).toBe(true);
    expect(runtime.shows('mf-catalog')).toBe(false);
  });

  it('reloads the page for a stale app only once React commits something of it', () => {
    const runtime = load();
    runtime.injectIntoGlobalHook(globalThis);
    const reload = jestApi.fn();
    Object.assign(globalThis, { location: { reload } });
    const CartPage = () => null;
    const HomePage = () => null;
    runtime.register(CartPage, './mf-checkout/src/pages/cart-page.tsx %exports% default');
    runtime.register(HomePage, './mf-catalog/src/pages/home-page.tsx %exports% default');
    const hook = /** @type {any} */ (globalThis).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const page = rootOf(CartPage);
    hook.onCommitFiberRoot(1, page);
    runtime.reloadWhenShown('mf-catalog');
    // The cart commits again: the catalogue is still not shown.
    hook.onCommitFiberRoot(1, page);
    expect(reload).not.toHaveBeenCalled();
    // The shopper goes to home: the catalogue's page commits, and the page loads again.
    page.current.child = rootOf(HomePage).current.child;
    hook.onCommitFiberRoot(1, page);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("can refresh in place only when a development renderer reported to the page's hook", () => {
    const runtime = load();
    runtime.injectIntoGlobalHook(globalThis);
    // Production React loaded before the runtime (a deployed store with a developer's remote): nothing reported.
    expect(runtime.canRefresh()).toBe(false);
    const hook = /** @type {any} */ (globalThis).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    hook.inject({ scheduleRefresh: () => undefined, setRefreshHandler: () => undefined });
    expect(runtime.canRefresh()).toBe(true);
  });
});
