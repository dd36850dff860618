import { getCart } from '@shop/api/calls';
import { api } from '../api/client';
import { fail, installFakeBackend, route } from '../testing/fake-backend';
import { flushSignals, reportSignal, resetSignals, setCurrentRemote, startSignals } from './signals';

/** As long as a token naming five remotes with long build ids. */
const token = `${'p'.repeat(420)}.${'s'.repeat(43)}`;

describe("shoppers' signals", () => {
  let sent: string[];
  const send = (_url: string, body: string) => {
    sent.push(body);
    return true;
  };
  beforeEach(() => {
    sent = [];
    resetSignals();
  });

  it("go only after the load event, in beacons under 1 KB, named by remote, with the page's token", () => {
    startSignals({ token, send });
    setCurrentRemote('mf_catalog');
    for (let i = 0; i < 30; i += 1) reportSignal({ kind: 'view', remote: 'mf_catalog' });
    reportSignal({ kind: 'vital', name: 'LCP', value: 1234.5678 });
    // jsdom's document has loaded by now: a page that has not would send nothing yet (covered by `loaded`).
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const body of sent) expect(new TextEncoder().encode(body).length).toBeLessThan(1024);
    const beacons = sent.map((body) => JSON.parse(body) as { t: string; s: unknown[] });
    for (const beacon of beacons) expect(beacon.t).toBe(token);
    const signals = beacons.flatMap((beacon) => beacon.s);
    expect(signals).toHaveLength(31);
    expect(signals.at(-1)).toEqual({ k: 'vital', r: 'mf_catalog', n: 'LCP', v: 1234.568 });
  });

  it('carry a failed call by its name against the remote on screen, and nothing of what was asked', async () => {
    startSignals({ token, send });
    setCurrentRemote('mf_checkout');
    installFakeBackend({ [route(getCart)]: () => fail(500, 'server_error') });
    await expect(api.call(getCart, {})).rejects.toThrow();
    flushSignals();
    expect(JSON.parse(sent[0]!)).toEqual({ t: token, s: [{ k: 'call-error', r: 'mf_checkout', n: 'cart.list' }] });
  });

  it('are not gathered at all on a page load outside the sample', () => {
    startSignals({ token, send, sampleRate: 0.1, random: () => 0.5 });
    reportSignal({ kind: 'render-error', remote: 'mf_catalog' });
    flushSignals();
    expect(sent).toEqual([]);
  });

  it("are not gathered on a page the server gave no token (a preview's)", () => {
    startSignals({ send, random: () => 0 });
    reportSignal({ kind: 'render-error', remote: 'mf_catalog' });
    flushSignals();
    expect(sent).toEqual([]);
  });
});
