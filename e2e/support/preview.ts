import * as v from 'valibot';
import { STORE_ENV } from './stores';

/** The key the run's browsers hold: a preview key `<remote>.<secret>` or a staff key `staff.<secret>`. */
export const PREVIEW_ENV = 'E2E_PREVIEW';

const STAFF = 'staff';

/** `<remote>.<secret>` or `staff.<secret>`: the secret is base64url (so never a dot). */
const KEY = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9_]*\.[A-Za-z0-9_-]+$/, `${PREVIEW_ENV} is not a key "<remote>.<secret>" or "staff.<secret>"`),
);

export interface PreviewKey {
  key: string;
  /** The cookie the store reads it from. */
  cookie: 'shop_preview' | 'shop_staff';
  /** The previewed remote (a preview key's prefix); null for a staff key (every remote's canary). */
  remote: string | null;
}

/** The run's key, or null without one; a key of the wrong form stops the run in one line rather than showing live. */
export function previewKeyFrom(env: NodeJS.ProcessEnv = process.env): PreviewKey | null {
  const given = env[PREVIEW_ENV];
  if (!given) return null;
  const parsed = v.safeParse(KEY, given.trim());
  if (!parsed.success) throw new Error(parsed.issues[0].message);
  const [prefix] = parsed.output.split('.');
  return prefix === STAFF
    ? { key: parsed.output, cookie: 'shop_staff', remote: null }
    : { key: parsed.output, cookie: 'shop_preview', remote: prefix! };
}

/**
 * The browser state every context of the run starts with (the config's `use.storageState`, which Playwright gives
 * the `page` and `context` fixtures and every `browser.newContext()` a test makes): the key's cookie on the store's
 * host, as the store's `/__preview` page sets it. Undefined without a key. A key needs a store someone runs: the
 * harness's own stores have no registry, so nothing there could honour it.
 */
export function previewStorageState(env: NodeJS.ProcessEnv = process.env) {
  const preview = previewKeyFrom(env);
  if (!preview) return undefined;
  const store = env[STORE_ENV.open];
  if (!store) throw new Error(`${PREVIEW_ENV} needs ${STORE_ENV.open}: the store (with its registry) to preview in`);
  const { hostname, protocol } = new URL(store);
  const cookie = {
    name: preview.cookie,
    value: preview.key,
    domain: hostname,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: protocol === 'https:',
    sameSite: 'Lax' as const,
  };
  return { cookies: [cookie], origins: [] };
}
