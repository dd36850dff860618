// `@shop/platform/testing`: what component tests of the shell and every remote share — the fake backend and the
// typed fixtures of the contract's answers. Test-only: app code never imports it (eslint.config.mjs refuses it
// outside tests), so no production build holds it.
export * from './fake-backend';
export * from './fixtures/addresses';
export * from './fixtures/address-messages';
export * from './fixtures/after-sales';
export * from './fixtures/cart';
export * from './fixtures/header';
export * from './fixtures/orders';
export * from './fixtures/pages';
export * from './fixtures/products';
export * from './fixtures/session';
