import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CallDef, CallInput } from '@shop/api/contract';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';
import { DEMO_USER, OTHER_USER } from '../modules/auth/seed';
import { seedDatabase } from '../seed';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** A seeded app on an in-memory database. Build one per test file (beforeAll) and close it after. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const db = openDatabase(config.dbFile);
  migrate(db);
  await seedDatabase({ db, config });
  const app = buildApp(config, db);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: { code: number; data: T; msg: string };
  headers: Record<string, unknown>;
}

/**
 * A browser-like caller over `inject`: keeps cookies, fetches and sends the CSRF token, and sends the bearer
 * token once logged in, the way the shared client does.
 */
export class TestClient {
  cookies: Record<string, string> = {};
  csrf: string | null = null;
  token: string | null = null;

  constructor(readonly app: FastifyInstance) {}

  async request<T = unknown>(options: InjectOptions): Promise<ApiResponse<T>> {
    const res = await this.app.inject({
      ...options,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(Object.keys(this.cookies).length ? { cookie: this.cookieHeader() } : {}),
        ...options.headers,
      },
    });
    for (const c of res.cookies) this.cookies[c.name] = c.value;
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  /** The session's cookies as a browser sends them, for requests made outside `inject`. */
  cookieHeader(): string {
    return Object.entries(this.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  async get<T = unknown>(path: string, query: Record<string, unknown> = {}): Promise<ApiResponse<T>> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) qs.append(k, String(item));
    }
    const url = qs.size ? `${path}?${qs}` : path;
    return this.request<T>({ method: 'GET', url });
  }

  /** POSTs JSON with `_token` added (fetching the CSRF token first when needed). */
  async post<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    await this.ensureCsrf();
    return this.request<T>({ method: 'POST', url: path, payload: { _token: this.csrf, ...body }, headers });
  }

  /** Calls a contract call with its typed input. */
  async call<C extends CallDef>(def: C, input: CallInput<C>): Promise<ApiResponse> {
    const fields = input as Record<string, unknown>;
    if (def.method === 'GET') return this.get(def.path, fields);
    // Like the shared client: an upload call's token also travels in X-CSRF-Token.
    return this.post(def.path, fields, def.files ? { 'x-csrf-token': await this.ensureCsrf() } : {});
  }

  async ensureCsrf(): Promise<string> {
    if (!this.csrf) {
      const res = await this.get<{ csrf_token: string }>('/shop-hapi/csrf-token');
      this.csrf = res.body.data.csrf_token;
    }
    return this.csrf;
  }

  async login(email: string, password: string): Promise<this> {
    const res = await this.post<{ token: string }>('/shop-hapi/login', { email, password });
    if (res.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    this.token = res.body.data.token;
    return this;
  }
}

export const asVisitor = (app: FastifyInstance) => new TestClient(app);
export const asBuyer = (app: FastifyInstance) => new TestClient(app).login(DEMO_USER.email, DEMO_USER.password);
export const asOther = (app: FastifyInstance) => new TestClient(app).login(OTHER_USER.email, OTHER_USER.password);
