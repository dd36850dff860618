import { createHmac } from 'node:crypto';
import {
  devOverrideSecretFrom,
  devOverrideSources,
  DEV_OVERRIDE_MAX_MS,
  signDevOverride,
  verifyDevOverride,
  withDevOverride,
} from './dev-override';
import type { RuntimeConfig } from './runtime-config';

// Decision 065: a developer override is signed by the store's secret and holds nothing else.

const SECRET = 'the-stores-dev-override-secret-32+chars';
const NOW = Date.parse('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;
const REMOTES = {
  mf_catalog: 'https://cdn.shop.example/mf_catalog/c1/mf-manifest.json',
  mf_account: 'https://cdn.shop.example/mf_account/a1/mf-manifest.json',
};
const good = { remote: 'mf_catalog', origin: 'http://192.168.1.20:3001', until: NOW + 4 * HOUR };
const verify = (token: string | null | undefined, at = NOW, secret = SECRET) =>
  verifyDevOverride(secret, token, REMOTES, at);

/** A token with any claims, signed as the store signs: what an attacker holding the secret could make. */
const signedClaims = (claims: unknown, secret = SECRET) => {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', secret).update(`shop_dev_remote:${body}`).digest('base64url');
  return `${body}.${mac}`;
};

describe('a developer override token', () => {
  it('gives back what was signed, until it expires', () => {
    const token = signDevOverride(SECRET, good, NOW);
    expect(verify(token)).toEqual(good);
    expect(verify(token, good.until - 1)).toEqual(good);
    expect(verify(token, good.until)).toBeNull();
  });

  it('is no token when tampered with, signed with another secret, or malformed', () => {
    const token = signDevOverride(SECRET, good, NOW);
    const [body = '', mac = ''] = token.split('.');
    const otherBody = Buffer.from(JSON.stringify({ ...good, origin: 'https://evil.example' })).toString('base64url');
    for (const forged of [
      `${otherBody}.${mac}`,
      `${body}.${mac.slice(0, -2)}AA`,
      `${body}.${mac}.x`,
      `${body}.`,
      body,
      signedClaims(good, 'another-stores-secret-of-32-characters'),
      '',
      null,
      undefined,
      '%%%.%%%',
    ]) {
      expect(verify(forged)).toBeNull();
    }
    expect(verify(token, NOW, 'another-stores-secret-of-32-characters')).toBeNull();
  });

  it('names an http(s) origin and nothing more: no other scheme, userinfo, path, query or fragment', () => {
    for (const origin of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://192.168.1.20',
      'http://a@b',
      'http://user:pass@192.168.1.20:3001',
      'http://192.168.1.20:3001/',
      'http://192.168.1.20:3001/mf-manifest.json',
      'http://192.168.1.20:3001?x=1',
      'http://192.168.1.20:3001#x',
      'HTTP://192.168.1.20:3001',
      '//192.168.1.20:3001',
      '192.168.1.20:3001',
      '',
    ]) {
      // Refused when signing, and refused when read, even with the store's own mac on it.
      expect(() => signDevOverride(SECRET, { ...good, origin }, NOW)).toThrow();
      expect(verify(signedClaims({ ...good, origin }))).toBeNull();
    }
    expect(verify(signedClaims({ ...good, origin: 'https://dev.example:8443' }))?.origin).toBe(
      'https://dev.example:8443',
    );
  });

  it('holds 12 hours at most, and names a remote the store has', () => {
    expect(() => signDevOverride(SECRET, { ...good, until: NOW + DEV_OVERRIDE_MAX_MS + 1 }, NOW)).toThrow();
    expect(() => signDevOverride(SECRET, { ...good, until: NOW }, NOW)).toThrow();
    expect(verify(signedClaims({ ...good, until: NOW + DEV_OVERRIDE_MAX_MS + 1 }))).toBeNull();
    expect(verify(signedClaims({ ...good, remote: 'mf_unknown' }))).toBeNull();
    expect(verify(signedClaims({ ...good, remote: '__proto__' }))).toBeNull();
    expect(verify(signedClaims({ ...good, extra: 1 }))).toBeNull();
    expect(verify(signedClaims({ ...good, until: String(good.until) }))).toBeNull();
  });
});

describe('the store secret', () => {
  it('is off unless set, and refused when shorter than 32 characters', () => {
    expect(devOverrideSecretFrom({})).toBeUndefined();
    expect(devOverrideSecretFrom({ SHOP_DEV_OVERRIDE_SECRET: '' })).toBeUndefined();
    expect(() => devOverrideSecretFrom({ SHOP_DEV_OVERRIDE_SECRET: 'short' })).toThrow(/at least 32/);
    expect(devOverrideSecretFrom({ SHOP_DEV_OVERRIDE_SECRET: SECRET })).toBe(SECRET);
  });
});

describe("one browser's configuration", () => {
  it("points the remote at the dev server's manifest, as a view for one browser, and leaves the rest as deployed", () => {
    const config: RuntimeConfig = { remotes: REMOTES, builds: { mf_catalog: 'c1', mf_account: 'a1' } };
    expect(withDevOverride(config, good)).toEqual({
      remotes: { ...REMOTES, mf_catalog: 'http://192.168.1.20:3001/mf-manifest.json' },
      builds: { mf_account: 'a1' },
      preview: true,
      developer: { remote: 'mf_catalog', origin: 'http://192.168.1.20:3001' },
    });
    expect(config.remotes.mf_catalog).toBe(REMOTES.mf_catalog);
  });

  it("allows the dev server and its hot-update socket, in the socket's scheme", () => {
    expect(devOverrideSources('http://192.168.1.20:3001')).toEqual({
      files: 'http://192.168.1.20:3001',
      socket: 'ws://192.168.1.20:3001',
    });
    expect(devOverrideSources('https://dev.example')).toEqual({
      files: 'https://dev.example',
      socket: 'wss://dev.example',
    });
  });
});
