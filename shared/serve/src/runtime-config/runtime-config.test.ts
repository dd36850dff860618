import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_REMOTES, loadRuntimeConfig, remoteOrigins } from './runtime-config';
import { tempDist } from '../testing/fixtures';

describe('runtime configuration', () => {
  it('defaults to the five remotes on their local ports', () => {
    const config = loadRuntimeConfig({});
    expect(config.remotes).toEqual(DEFAULT_REMOTES);
    expect(config.remotes.mf_catalog).toBe('http://127.0.0.1:3001/mf-manifest.json');
    expect(config.remotes.mf_publish).toBe('http://127.0.0.1:3005/mf-manifest.json');
  });

  it('takes one remote from REMOTE_<NAME> and keeps the others', () => {
    const config = loadRuntimeConfig({ REMOTE_MF_CHECKOUT: 'https://cdn.example.com/checkout/v42/mf-manifest.json' });
    expect(config.remotes.mf_checkout).toBe('https://cdn.example.com/checkout/v42/mf-manifest.json');
    expect(config.remotes.mf_catalog).toBe(DEFAULT_REMOTES.mf_catalog);
  });

  it('reads RUNTIME_CONFIG, then lets the environment win over the file', () => {
    const folder = tempDist({});
    const file = path.join(folder.dir, 'runtime.json');
    writeFileSync(
      file,
      JSON.stringify({
        remotes: { mf_catalog: '/remotes/catalog/mf-manifest.json', mf_extra: 'https://x.example/mf-manifest.json' },
      }),
    );
    try {
      const config = loadRuntimeConfig({ RUNTIME_CONFIG: file, REMOTE_MF_EXTRA: 'https://y.example/mf-manifest.json' });
      expect(config.remotes.mf_catalog).toBe('/remotes/catalog/mf-manifest.json');
      expect(config.remotes.mf_extra).toBe('https://y.example/mf-manifest.json');
      expect(config.remotes.mf_account).toBe(DEFAULT_REMOTES.mf_account);
    } finally {
      folder.remove();
    }
  });

  it('takes the share of page loads that report signals from SHOP_SIGNALS_SAMPLE, and refuses one outside 0 … 1', () => {
    expect(loadRuntimeConfig({}).signalsSample).toBeUndefined();
    expect(loadRuntimeConfig({ SHOP_SIGNALS_SAMPLE: '0.25' }).signalsSample).toBe(0.25);
    expect(loadRuntimeConfig({ SHOP_SIGNALS_SAMPLE: '0' }).signalsSample).toBe(0);
    expect(() => loadRuntimeConfig({ SHOP_SIGNALS_SAMPLE: '25' })).toThrow(/SHOP_SIGNALS_SAMPLE/);
    expect(() => loadRuntimeConfig({ SHOP_SIGNALS_SAMPLE: 'half' })).toThrow(/SHOP_SIGNALS_SAMPLE/);
  });

  it("carries the store's public origin from SHOP_PUBLIC_URL, for the pages' heads (decision 051)", () => {
    expect(loadRuntimeConfig({}).publicOrigin).toBeUndefined();
    expect(loadRuntimeConfig({ SHOP_PUBLIC_URL: 'https://shop.example/' }).publicOrigin).toBe('https://shop.example');
    expect(() => loadRuntimeConfig({ SHOP_PUBLIC_URL: 'https://shop.example/store' })).toThrow(/SHOP_PUBLIC_URL/);
  });

  it('refuses an address that is not http(s) or a path on the shell origin', () => {
    expect(() => loadRuntimeConfig({ REMOTE_MF_CATALOG: 'javascript:alert(1)' })).toThrow(/REMOTE_MF_CATALOG/);
    expect(() => loadRuntimeConfig({ REMOTE_MF_CATALOG: '//evil.example/mf-manifest.json' })).toThrow();
    expect(() => loadRuntimeConfig({ REMOTE_MF_CATALOG: 'not a url' })).toThrow();
  });

  it('lists each remote origin once, leaving out same-origin paths', () => {
    expect(
      remoteOrigins({
        remotes: {
          a: 'http://127.0.0.1:3001/mf-manifest.json',
          b: 'http://127.0.0.1:3001/other/mf-manifest.json',
          c: '/remotes/c/mf-manifest.json',
          d: 'https://cdn.example.com/d/mf-manifest.json',
        },
      }),
    ).toEqual(['http://127.0.0.1:3001', 'https://cdn.example.com']);
  });
});
