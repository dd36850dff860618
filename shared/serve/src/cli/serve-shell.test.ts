import { renderCacheFrom } from './serve-shell';

describe("the shell server's render cache settings (decision 044)", () => {
  it('keeps 32 MB of pages, fresh 30 s then stale 5 min, unless told otherwise', () => {
    expect(renderCacheFrom({})).toEqual({ bytes: 32 * 1024 * 1024, freshMs: 30_000, staleMs: 300_000 });
    expect(
      renderCacheFrom({
        SHOP_RENDER_CACHE_BYTES: '1000000',
        SHOP_RENDER_CACHE_FRESH_MS: '5000',
        SHOP_RENDER_CACHE_STALE_MS: '0',
      }),
    ).toEqual({ bytes: 1_000_000, freshMs: 5_000, staleMs: 0 });
  });

  it('is off with 0 bytes, and a value that is not a whole number stops the start, naming it', () => {
    expect(renderCacheFrom({ SHOP_RENDER_CACHE_BYTES: '0' })).toBeUndefined();
    expect(() => renderCacheFrom({ SHOP_RENDER_CACHE_FRESH_MS: '30s' })).toThrow(/SHOP_RENDER_CACHE_FRESH_MS/);
    expect(() => renderCacheFrom({ SHOP_RENDER_CACHE_BYTES: '-1' })).toThrow(/SHOP_RENDER_CACHE_BYTES/);
  });
});
