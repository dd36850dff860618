import { renderCache } from './render-cache';

describe('the render cache (decision 044)', () => {
  it('serves a value fresh, then stale, then not at all', () => {
    let now = 0;
    const cache = renderCache<string>({ bytes: 100, freshMs: 10, staleMs: 20 }, () => now);
    cache.set('home', 'page', 10);
    expect(cache.get('home')).toEqual({ value: 'page', fresh: true });
    now = 10;
    expect(cache.get('home')).toEqual({ value: 'page', fresh: false });
    now = 29;
    expect(cache.get('home')?.fresh).toBe(false);
    now = 30;
    expect(cache.get('home')).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it('drops the least recently used values to stay within its bytes', () => {
    const cache = renderCache<string>({ bytes: 30, freshMs: 1_000, staleMs: 0 });
    cache.set('a', 'A', 10);
    cache.set('b', 'B', 10);
    cache.set('c', 'C', 10);
    expect(cache.get('a')?.value).toBe('A');
    cache.set('d', 'D', 10);
    expect(cache.get('b')).toBeNull();
    expect([cache.get('a')?.value, cache.get('c')?.value, cache.get('d')?.value]).toEqual(['A', 'C', 'D']);
    expect(cache.bytes).toBe(30);
    cache.set('big', 'BIG', 25);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(25);
  });

  it('keeps nothing larger than itself, and nothing at all with 0 bytes', () => {
    const cache = renderCache<string>({ bytes: 10, freshMs: 1_000, staleMs: 0 });
    cache.set('a', 'A', 5);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeNull();
    expect(cache.get('a')?.value).toBe('A');
    const none = renderCache<string>({ bytes: 0, freshMs: 1_000, staleMs: 0 });
    none.set('a', 'A', 1);
    expect(none.size).toBe(0);
  });

  it('replaces a value kept under the same key, counting its bytes once', () => {
    const cache = renderCache<string>({ bytes: 30, freshMs: 1_000, staleMs: 0 });
    cache.set('a', 'old', 10);
    cache.set('a', 'new', 12);
    expect(cache.get('a')?.value).toBe('new');
    expect(cache.bytes).toBe(12);
    cache.delete('a');
    expect(cache.get('a')).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it("keeps at most `variantsPerPath` values of one group, making room only as the group's own grow too old", () => {
    let now = 0;
    const cache = renderCache<string>({ bytes: 1_000, freshMs: 10, staleMs: 10, variantsPerPath: 2 }, () => now);
    expect(cache.set('/p?a', 'A', 1, { group: '/p' })).toBe(true);
    expect(cache.set('/p?b', 'B', 1, { group: '/p' })).toBe(true);
    expect(cache.set('/p?c', 'C', 1, { group: '/p' })).toBe(false);
    expect(cache.set('/q', 'Q', 1, { group: '/q' })).toBe(true);
    // A kept key of the group is replaced in place.
    expect(cache.set('/p?a', 'A2', 1, { group: '/p' })).toBe(true);
    expect([cache.get('/p?a')?.value, cache.get('/p?c')]).toEqual(['A2', null]);
    now = 20;
    expect(cache.set('/p?c', 'C', 1, { group: '/p' })).toBe(true);
    expect(cache.size).toBe(2);
  });
});
