// Catalogue list benchmark (`pnpm bench`): 100,000 products (BENCH_PRODUCTS to change), a fixed mix of filtered,
// sorted and searched list calls through the real route, as a customer (prices on). Reports p50/p95/p99/max
// against the goal p95 ≤ 30 ms and writes bench/results/catalogue.json. Timings are reported, never asserted:
// only a call that fails stops the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_SORTS } from '@shop/api/contract';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/database';
import { DEMO_USER } from '../src/modules/auth/seed';
import { seedDatabase } from '../src/seed';
import { benchQueries, type BenchQuery } from './catalogue-queries';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CALLS = 240;
const GOAL_P95_MS = 30;

interface Stats {
  calls: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
}

function stats(timings: number[]): Stats {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(2);
  return { calls: sorted.length, p50_ms: at(50), p95_ms: at(95), p99_ms: at(99), max_ms: at(100) };
}

/** Which kind of search a call makes, to report each kind apart. */
function searchKind(query: BenchQuery): string {
  if (query.q === undefined) return 'no search';
  return /\d/.test(query.q) ? 'SKU fragment' : 'name words';
}

async function main(): Promise<void> {
  const config = testConfig({ seedProducts: PRODUCTS });
  const db = openDatabase(':memory:');
  migrate(db);
  const seeding = Date.now();
  await seedDatabase({ db, config });
  console.log(`seeded ${PRODUCTS} products in ${Date.now() - seeding} ms`);
  const app = buildApp(config, db);
  await app.ready();

  const csrf = await app.inject({ method: 'GET', url: '/shop-hapi/csrf-token' });
  const session = await app.inject({
    method: 'POST',
    url: '/shop-hapi/login',
    headers: { cookie: csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    payload: { _token: csrf.json().data.csrf_token, email: DEMO_USER.email, password: DEMO_USER.password },
  });
  const headers = { authorization: `Bearer ${session.json().data.token as string}` };
  const call = (query: BenchQuery) =>
    app.inject({ url: `/shop-api/product/list?${new URLSearchParams(query)}`, headers });

  // Warm-up on calls outside the measured set: compiles the route's code paths and touches every index.
  for (const sort of PRODUCT_SORTS) await call({ sort, page: '2' });

  const queries = benchQueries(CALLS, PRODUCTS);
  const timings: { kind: string; ms: number }[] = [];
  for (const query of queries) {
    const started = process.hrtime.bigint();
    const res = await call(query);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.json().code !== 0) throw new Error(`list failed for ${JSON.stringify(query)}: ${res.body}`);
    timings.push({ kind: searchKind(query), ms });
  }
  await app.close();
  db.close();

  const all = stats(timings.map((t) => t.ms));
  const kinds = [...new Set(timings.map((t) => t.kind))];
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, stats(timings.filter((t) => t.kind === kind).map((t) => t.ms))]),
  );
  const result = {
    products: PRODUCTS,
    ...all,
    goal_p95_ms: GOAL_P95_MS,
    goal_met: all.p95_ms <= GOAL_P95_MS,
    by_search: byKind,
    node: process.version,
    cpus: os.cpus().length,
    measured_at: new Date().toISOString(),
  };
  const out = path.resolve(__dirname, '../../bench/results/catalogue.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  const row = (label: string, s: Stats) =>
    `| ${label} | ${s.calls} | ${s.p50_ms} ms | ${s.p95_ms} ms | ${s.p99_ms} ms | ${s.max_ms} ms |`;
  console.log(`\ncatalogue list on ${PRODUCTS} products, as a customer, through the route (${os.cpus().length} CPUs)`);
  console.log('| calls | n | p50 | p95 | p99 | max |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(row('all: filter + sort + search', all));
  for (const kind of kinds) console.log(row(`  ${kind}`, byKind[kind]!));
  console.log(`\ngoal p95 ≤ ${GOAL_P95_MS} ms: ${result.goal_met ? 'met' : 'NOT met'} (p95 ${all.p95_ms} ms)`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
