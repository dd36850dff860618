import { decimal, seconds, wholeNumber } from './release-args';
import { ReleaseError } from './release-env';
import type { Parsed } from './release-args';

export interface CanaryRequest {
  share: number;
  policy: {
    marginPct: number;
    windowS: number;
    minShoppers: number;
    failuresInRow: number;
    promoteAfterS?: number;
    steps?: number[];
    intervalS?: number;
  };
}

const usage = (message: string) => new ReleaseError(message, 'usage');
const text = (value: Parsed['options'][string]) => (typeof value === 'string' ? value : undefined);

/** `5,10,25,50`: 2 … 10 whole per cents, each above the one before. */
export function stepsFrom(value: string): number[] {
  const parts = value.split(',');
  const steps = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
  const valid =
    parts.length >= 2 &&
    parts.length <= 10 &&
    steps.every((share, i) => share >= 1 && share <= 99 && (i === 0 || share > steps[i - 1]!));
  if (!valid) {
    throw usage(`--steps: 2 to 10 whole per cents from 1 to 99, each above the last (5,10,25,50), not "${value}"`);
  }
  return steps;
}

/**
 * `pnpm release canary`'s options as the canary the registry is asked for: one share (`--percent`) judged until a
 * person or `--promote-after` ends it, or a walk up `--steps`, each lasting `--interval`, promoted after the last.
 * Every combination that cannot mean one thing is refused as bad arguments.
 */
export function canaryRequestFrom(options: Parsed['options']): CanaryRequest {
  const steps = text(options.steps);
  const percent = text(options.percent);
  if (steps !== undefined && percent !== undefined) {
    throw usage('--percent or --steps, not both: a progressive canary starts at its first step');
  }
  if (steps === undefined && percent === undefined) {
    throw usage('--percent N or --steps 5,10,25,50 is needed: pnpm release canary --help');
  }
  if (steps === undefined && options.interval !== undefined) throw usage('--interval goes with --steps');
  if (steps !== undefined && options['promote-after'] !== undefined) {
    throw usage('--promote-after does not go with --steps: a progressive canary is promoted after its last step');
  }
  const walk = steps === undefined ? undefined : stepsFrom(steps);
  const intervalS = walk ? seconds('interval', text(options.interval) ?? '5m') : undefined;
  const promoteAfter = text(options['promote-after']);
  return {
    share: walk ? walk[0]! : wholeNumber('percent', percent!, 1, 99),
    policy: {
      marginPct: decimal('margin', text(options.margin) ?? '5', 0, 100),
      // A step is judged over its own time: by default all of it.
      windowS: seconds('window', text(options.window) ?? String(intervalS ?? 300)),
      minShoppers: wholeNumber('min-shoppers', text(options['min-shoppers']) ?? '20', 1, 1_000_000),
      failuresInRow: wholeNumber('failures-in-row', text(options['failures-in-row']) ?? '3', 1, 100),
      ...(promoteAfter === undefined ? {} : { promoteAfterS: seconds('promote-after', promoteAfter) }),
      ...(walk ? { steps: walk, intervalS } : {}),
    },
  };
}
