import Database from 'better-sqlite3';
import type { ForwardedSignal } from '@shop/serve';
import { RegistryStore } from '../state/registry-store';
import { SignalsStore } from './signals-store';

const failing = (u: string, w?: string): ForwardedSignal => ({
  k: 'render-error',
  r: 'mf_catalog',
  b: 'b2',
  u,
  ...(w ? { w } : {}),
});

describe("the registry's own figures of a build", () => {
  it('count the distinct client networks of its failing shoppers: untagged signals are one network', () => {
    const signals = new SignalsStore(new RegistryStore(':memory:').database);
    signals.add([
      failing('a', 'net00001'),
      failing('b', 'net00001'),
      failing('c', 'net00002'),
      failing('d'),
      failing('e'),
      { k: 'view', r: 'mf_catalog', b: 'b2', u: 'f', w: 'net00003' },
    ]);
    expect(signals.figures(60_000).mf_catalog?.b2).toMatchObject({ failingShoppers: 5, failingNetworks: 3 });
  });

  it('keep what the servers saw per build and kind, even of a build no shopper reported', () => {
    const signals = new SignalsStore(new RegistryStore(':memory:').database);
    signals.add(
      [failing('a', 'net00001')],
      [
        { r: 'mf_catalog', b: 'b2', k: 'render-failed', c: 3 },
        { r: 'mf_catalog', b: 'b2', k: 'render-failed', c: 2 },
        { r: 'mf_catalog', b: 'b3', k: 'chunk-404', c: 1 },
      ],
    );
    const figures = signals.figures(60_000).mf_catalog;
    expect(figures?.b2?.serverErrors).toEqual({ 'render-failed': 5 });
    expect(figures?.b3).toMatchObject({ shoppers: 0, serverErrors: { 'chunk-404': 1 } });
  });

  it("adds the networks' column and the servers' table to a database made before them", () => {
    const db = new Database(':memory:');
    db.exec(
      `CREATE TABLE shopper_signals (at INTEGER NOT NULL, remote TEXT NOT NULL, build TEXT NOT NULL,
         kind TEXT NOT NULL, shopper TEXT NOT NULL, name TEXT, value REAL)`,
    );
    db.prepare('INSERT INTO shopper_signals VALUES (?, ?, ?, ?, ?, NULL, NULL)').run(
      Date.now(),
      'mf_catalog',
      'b2',
      'render-error',
      'older',
    );
    const signals = new SignalsStore(db);
    signals.add([failing('newer', 'net00001')], [{ r: 'mf_catalog', b: 'b2', k: 'api-5xx', c: 1 }]);
    expect(signals.figures(60_000).mf_catalog?.b2).toMatchObject({
      failingShoppers: 2,
      failingNetworks: 2,
      serverErrors: { 'api-5xx': 1 },
    });
    db.close();
  });
});
