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

describe("the render cache's Redis settings (decision 045)", () => {
  it('shares the pages in the Redis named, waited for 50 ms unless told otherwise', () => {
    const url = 'rediss://shell:secret@cache.internal:6380/2';
    expect(renderCacheFrom({ SHOP_RENDER_CACHE_URL: url })?.redis).toEqual({ url, timeoutMs: 50 });
    expect(
      renderCacheFrom({ SHOP_RENDER_CACHE_URL: 'redis://127.0.0.1:6379', SHOP_RENDER_CACHE_REDIS_TIMEOUT_MS: '25' })
        ?.redis,
    ).toEqual({ url: 'redis://127.0.0.1:6379', timeoutMs: 25 });
    expect(renderCacheFrom({ SHOP_RENDER_CACHE_URL: '' })).not.toHaveProperty('redis');
    // Off is off: no page is kept, in process or in Redis.
    expect(renderCacheFrom({ SHOP_RENDER_CACHE_URL: url, SHOP_RENDER_CACHE_BYTES: '0' })).toBeUndefined();
  });

  it('stops the start on an address that is not Redis, without writing it (it may hold a password)', () => {
    for (const url of ['http://cache.internal:6379', 'cache.internal:6379', 'redis//x:pw@h']) {
      expect(() => renderCacheFrom({ SHOP_RENDER_CACHE_URL: url })).toThrow(
        'SHOP_RENDER_CACHE_URL must be a redis:// or rediss:// address',
      );
      try {
        renderCacheFrom({ SHOP_RENDER_CACHE_URL: url });
      } catch (error) {
        expect(String(error)).not.toContain(url);
      }
    }
    expect(() => renderCacheFrom({ SHOP_RENDER_CACHE_REDIS_TIMEOUT_MS: '0' })).toThrow(
      /SHOP_RENDER_CACHE_REDIS_TIMEOUT_MS/,
    );
  });
});
