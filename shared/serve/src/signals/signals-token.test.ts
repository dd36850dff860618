import { readSignalsToken, SIGNALS_TOKEN_TTL_MS, signalsToken } from './signals-token';

const SECRET = 's'.repeat(32);
const claims = { shopper: 'Ab3_x-9QzY0kLmNo', builds: { mf_catalog: 'b-2026-11-30.1', mf_checkout: 'c3' } };

describe("a page's signals token", () => {
  it('reads back what it was signed with, until it expires', () => {
    const token = signalsToken(SECRET, claims, 1_000_000);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(readSignalsToken(SECRET, token, 1_000_000)).toEqual({
      ...claims,
      expires: 1_000_000 + SIGNALS_TOKEN_TTL_MS,
    });
    expect(readSignalsToken(SECRET, token, 1_000_000 + SIGNALS_TOKEN_TTL_MS)).toBeNull();
  });

  it('is refused when anything in it was changed, or signed with another secret', () => {
    const token = signalsToken(SECRET, claims, 0);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'x', b: { mf_catalog: 'canary' }, x: 9e9 })).toString('base64url');
    expect(readSignalsToken(SECRET, `${forged}.${signature}`, 0)).toBeNull();
    expect(readSignalsToken(SECRET, signalsToken('o'.repeat(32), claims, 0), 0)).toBeNull();
    expect(readSignalsToken(SECRET, `${token}x`, 0)).toBeNull();
    expect(readSignalsToken(SECRET, undefined, 0)).toBeNull();
  });

  it('stays small: five remotes with long build ids in about 400 characters', () => {
    const builds = Object.fromEntries(
      ['mf_catalog', 'mf_checkout', 'mf_account', 'mf_aftersales', 'mf_publish'].map((name) => [name, 'b'.repeat(40)]),
    );
    expect(signalsToken(SECRET, { shopper: claims.shopper, builds }, 0).length).toBeLessThan(480);
  });
});
