import os from 'node:os';
import path from 'node:path';
import { localOrigin, PORTS } from '@shop/serve/ports';
import { A_PORT, numberSetting, type NumberWanted } from '@shop/serve/settings';

/**
 * Everything the backend reads from the environment, read once, with the defaults of docs/architecture.md
 * ("Running it") and docs/deployment.md.
 */
export interface Config {
  host: string;
  port: number;
  /** SQLite file, or ':memory:' for tests. */
  dbFile: string;
  /** Folder for uploaded after-sales files. */
  uploadDir: string;
  /** When set, the shop password gate is on. */
  shopPassword: string | null;
  seedProducts: number;
  /** How long a simulated payment stays pending before it settles. */
  paymentSettleMs: number;
  /** Every simulated payment fails (PAYMENT_FAIL=1), to try the failure path by hand. */
  paymentFail: boolean;
  tokenTtlMs: number;
  /** How long the simulated ERP takes to publish a product claimed into the collection box. */
  publishDelayMs: number;
  /** The store's public origin, used in links sent by mail and in provider redirects. */
  publicUrl: string;
  /**
   * Development endpoints under /__dev (outbox, seller actions, payment outcome, simulated OAuth/ERP). Off unless
   * SHOP_DEV_ENDPOINTS=1: anyone who reaches them can read reset mail and approve refunds.
   */
  devEndpoints: boolean;
  /**
   * Where a browser reaches the development endpoints (the simulated OAuth provider and ERP pages): the backend's
   * own origin, since the shell's server never forwards /__dev.
   */
  devUrl: string;
  /** Secure cookies (behind HTTPS). */
  secureCookies: boolean;
  /** Multiplies every limit of login, shop password, register and forgot-password (http/rate-limits.ts). */
  rateLimitScale: number;
}

const dataDir = path.resolve(__dirname, '..', 'data');

/**
 * A duration in milliseconds. Every number here is checked at start (decision 054): unset is the default; `3s` or
 * `-1` stops the start in one line naming the variable, never a silent default or NaN.
 */
const MS: NumberWanted = { min: 0, max: 86_400_000, what: 'a whole number of milliseconds' };
const DAYS: NumberWanted = { min: 1, max: 3650, what: 'a whole number of days' };

/** A wildcard listen address is not one a browser can open. */
function browsableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The development endpoints are refused, not ignored, in production mode: a deployment that asks for both is
 * misconfigured, and starting without them would hide that (decision 023).
 */
function devEndpointsOn(env: NodeJS.ProcessEnv): boolean {
  const asked = env.SHOP_DEV_ENDPOINTS === '1';
  if (asked && env.NODE_ENV === 'production') {
    throw new Error('SHOP_DEV_ENDPOINTS=1 is refused with NODE_ENV=production: /__dev/* would publish reset mail');
  }
  return asked;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // API_PORT/API_HOST first: under `pnpm start` PORT and HOST are the shell's. Run alone, PORT and HOST work too.
  const port = numberSetting(env, 'API_PORT', A_PORT) ?? numberSetting(env, 'PORT', A_PORT) ?? PORTS.backend;
  const host = env.API_HOST || env.HOST || '127.0.0.1';
  return {
    host,
    port,
    dbFile: env.SHOP_DB || path.join(dataDir, 'shop.sqlite'),
    uploadDir: env.UPLOAD_DIR || path.join(dataDir, 'uploads'),
    shopPassword: env.SHOP_PASSWORD ? env.SHOP_PASSWORD : null,
    // At least 50: the demo favorites, cart and orders point at fixed product ids below 50.
    seedProducts: numberSetting(env, 'SEED_PRODUCTS', { min: 50, max: 100_000 }) ?? 500,
    paymentSettleMs: numberSetting(env, 'PAYMENT_SETTLE_MS', MS) ?? 3000,
    paymentFail: env.PAYMENT_FAIL === '1',
    publishDelayMs: numberSetting(env, 'PUBLISH_DELAY_MS', MS) ?? 10_000,
    tokenTtlMs: (numberSetting(env, 'TOKEN_TTL_DAYS', DAYS) ?? 30) * 86_400_000,
    publicUrl: (env.PUBLIC_URL || localOrigin('shell', env)).replace(/\/$/, ''),
    devEndpoints: devEndpointsOn(env),
    devUrl: (env.DEV_URL || `http://${browsableHost(host)}:${port}`).replace(/\/$/, ''),
    secureCookies: env.SECURE_COOKIES === '1',
    rateLimitScale: numberSetting(env, 'RATE_LIMIT_SCALE', { min: 1, max: 1000, whole: false }) ?? 1,
  };
}

/** A configuration for tests: in-memory database, small seed, instant payments unless asked otherwise. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    dbFile: ':memory:',
    uploadDir: path.join(os.tmpdir(), `shop-test-uploads-${process.pid}`),
    seedProducts: 500,
    paymentSettleMs: 0,
    shopPassword: null,
    // The backend's tests drive the simulated outside world through them.
    devEndpoints: true,
    ...overrides,
  };
}
