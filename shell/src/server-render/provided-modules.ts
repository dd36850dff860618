/* eslint-disable @typescript-eslint/no-require-imports -- the federation runtime takes each shared module as the
   object `require` gives (the CommonJS exports a webpack-built remote expects), from the one copy this server
   renders with, so a remote's page and the shell share React, the theme, i18n and the SWR cache. */
import type { createInstance } from '@module-federation/enhanced/runtime';

type Shared = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** Every shared module a remote's server build consumes (its `mf-manifest.json` lists the same for the browser). */
const PROVIDED: Readonly<Record<string, () => unknown>> = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  'react-router-dom': () => require('react-router-dom'),
  swr: () => require('swr'),
  i18next: () => require('i18next'),
  'react-i18next': () => require('react-i18next'),
  '@emotion/react': () => require('@emotion/react'),
  '@emotion/react/jsx-runtime': () => require('@emotion/react/jsx-runtime'),
  '@shop/api': () => require('@shop/api'),
  '@shop/api/calls': () => require('@shop/api/calls'),
  '@shop/api/contract': () => require('@shop/api/contract'),
  '@shop/platform': () => require('@shop/platform'),
  '@shop/platform/forms': () => require('@shop/platform/forms'),
  '@shop/platform/routes': () => require('@shop/platform/routes'),
  '@shop/ui': () => require('@shop/ui'),
};

/** The package a share key belongs to: `@emotion/react/jsx-runtime` -> `@emotion/react`. */
const packageOf = (key: string) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The `shared` option of the server's federation instances: each module at the version this server was built
 * with (`versions`: the build writes them, as the shell's browser build writes `build-info.json`), a singleton,
 * so a remote built against a version this server cannot give fails to load and its page renders in the browser.
 */
export function providedModules(versions: Readonly<Record<string, string>>): Shared {
  const shared: Shared = {};
  for (const [key, lib] of Object.entries(PROVIDED)) {
    const version = versions[packageOf(key)];
    if (!version) continue;
    shared[key] = { version, lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
  }
  return shared;
}
