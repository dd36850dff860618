import type { ServerErrorsTest } from '../statistics/canary-statistics';

/** What may back the shoppers' word that a canary fails: the servers' own errors, or many client networks. */
export interface Corroboration {
  /** The servers' test of the canary's build against live's (null: the `server-errors` check is off). */
  servers: ServerErrorsTest | null;
  /** Distinct client networks the canary's failing shoppers came from (untagged signals are one). */
  failingNetworks: number;
  /** How many corroborate without the servers (`failing-shoppers.networks`, default 3). */
  minNetworks: number;
}

const rate = (value: number) => (Math.round(value * 100) / 100).toString();

/** What the servers saw of the canary's build, in words for the history (no ": ", which splits why from figures). */
export function serversSaw(servers: ServerErrorsTest | null): string {
  if (!servers) return 'servers not asked (server-errors is off)';
  if (servers.canaryErrors === 0) return 'servers saw no errors of this build';
  return (
    `servers saw ${servers.canaryErrors} errors of this build (${rate(servers.canaryRate)} a shopper) against ` +
    `${servers.liveErrors} of live (${rate(servers.liveRate)} a shopper), exact one-sided p ${servers.pValue.toFixed(4)}`
  );
}

/**
 * Whether shoppers' errors found significant may roll the canary back: only when something a stranger cannot make
 * from one client network backs them (decision 055) — the servers saw the build fail more than live, or the failing
 * shoppers came from `minNetworks` distinct networks. The evidence is said either way, for the history.
 */
export function corroborate(c: Corroboration): { corroborated: boolean; evidence: string } {
  const networks = Math.round(c.failingNetworks);
  const corroborated = (c.servers?.worse ?? false) || networks >= c.minNetworks;
  const evidence =
    `failing shoppers from ${networks} network${networks === 1 ? '' : 's'} (${c.minNetworks} corroborate); ` +
    `${serversSaw(c.servers)}`;
  return { corroborated, evidence: `${evidence}; ${corroborated ? 'corroborated' : 'not corroborated, kept'}` };
}
