import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { SettingError } from '../process/setting-error';
import type { RuntimeConfig } from './runtime-config';

/**
 * A developer override (decision 065): one remote of one browser's pages loaded from a developer's own dev server.
 * The token is `base64url(JSON { remote, origin, until }).` + the HMAC-SHA256 of that first part with the store's
 * `SHOP_DEV_OVERRIDE_SECRET`, so the store keeps nothing and a token it did not sign is no token.
 */
export const DEV_OVERRIDE_SECRET_ENV = 'SHOP_DEV_OVERRIDE_SECRET';
/** The cookie a browser keeps its token in (HttpOnly, taken on `/__preview` like a preview key). */
export const DEV_OVERRIDE_COOKIE = 'shop_dev_remote';
/** A secret shorter than this is refused at start: an HMAC key is guessed no harder than its secret. */
export const DEV_OVERRIDE_SECRET_MIN = 32;
/** A token names its end, at most this far ahead: a forgotten token stops working within a working day. */
export const DEV_OVERRIDE_MAX_MS = 12 * 60 * 60 * 1000;

export interface DevOverride {
  /** The remote's federation name (`mf_catalog`). */
  remote: string;
  /** The developer's dev server: `http(s)://host[:port]`, nothing else. */
  origin: string;
  /** Until when the token holds, in ms since the epoch. */
  until: number;
}

/** An origin as `URL` writes it back: a scheme, a host and a port, no userinfo, path, query or fragment. */
const isOrigin = (value: string): boolean =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;

const claims = v.strictObject({
  remote: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,63}$/)),
  origin: v.pipe(v.string(), v.maxLength(100), v.check(isOrigin)),
  until: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** A token's form: two base64url parts, the claims (250 characters at most) and a 256-bit mac: under 300 in all. */
const TOKEN = /^([A-Za-z0-9_-]{16,250})\.([A-Za-z0-9_-]{43})$/;

const macOf = (secret: string, body: string): Buffer =>
  createHmac('sha256', secret).update(`shop_dev_remote:${body}`).digest();

/** The store's secret, or undefined when overrides are off (the default); a short one stops the start. */
export function devOverrideSecretFrom(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env[DEV_OVERRIDE_SECRET_ENV];
  if (secret === undefined || secret === '') return undefined;
  if (secret.length < DEV_OVERRIDE_SECRET_MIN) {
    throw new SettingError(`${DEV_OVERRIDE_SECRET_ENV} needs at least ${DEV_OVERRIDE_SECRET_MIN} characters`);
  }
  return secret;
}

/** A signed token for `override`; throws for claims no store would take (the signing command's check). */
export function signDevOverride(secret: string, override: DevOverride, now: number = Date.now()): string {
  const parsed = v.parse(claims, override);
  if (parsed.until <= now || parsed.until > now + DEV_OVERRIDE_MAX_MS) {
    throw new RangeError('a developer override lasts more than nothing and at most 12 hours');
  }
  const body = Buffer.from(JSON.stringify(parsed)).toString('base64url');
  return `${body}.${macOf(secret, body).toString('base64url')}`;
}

/** Whether a value has a token's form (so `/__preview` keeps it as one, not as a preview key). */
export const isDevOverrideForm = (value: string): boolean => TOKEN.test(value);

/**
 * The override a token stands for, or null for anything else: a malformed token, one signed with another secret,
 * expired, ending more than 12 hours ahead, or naming a remote the store does not have. The mac is checked first, in
 * constant time, so nothing of a forged token is read.
 */
export function verifyDevOverride(
  secret: string,
  token: string | null | undefined,
  remotes: Readonly<Record<string, string>>,
  now: number,
): DevOverride | null {
  const match = TOKEN.exec(token ?? '');
  if (!match?.[1] || !match[2]) return null;
  const [, body, mac] = match;
  const presented = Buffer.from(mac, 'base64url');
  const expected = macOf(secret, body);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(claims, json);
  if (!parsed.success) return null;
  const { remote, origin, until } = parsed.output;
  if (until <= now || until > now + DEV_OVERRIDE_MAX_MS || !Object.hasOwn(remotes, remote)) return null;
  return { remote, origin, until };
}

/** Where a remote's webpack dev server answers its manifest (the same file name as a deployed build's). */
export const devManifestOf = (origin: string): string => `${origin}/mf-manifest.json`;

/**
 * One browser's configuration with the developer's remote: its address at the dev server, the view marked for one
 * browser (no server rendering, never kept, no shoppers' signals: decision 059) and named for the banner.
 */
export function withDevOverride(config: RuntimeConfig, override: DevOverride): RuntimeConfig {
  const builds = Object.fromEntries(Object.entries(config.builds ?? {}).filter(([name]) => name !== override.remote));
  return {
    ...config,
    remotes: { ...config.remotes, [override.remote]: devManifestOf(override.origin) },
    builds,
    preview: true,
    developer: { remote: override.remote, origin: override.origin },
  };
}

/** The sources a developer's origin adds to the page's CSP: the dev server, and its hot-update socket. */
export function devOverrideSources(origin: string): { files: string; socket: string } {
  const url = new URL(origin);
  return { files: url.origin, socket: `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}` };
}
