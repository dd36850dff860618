import { parseArgs } from 'node:util';
import { ReleaseError } from './release-env';

type OptionType = 'string' | 'boolean';
interface OptionSpec {
  type: OptionType;
  multiple?: boolean;
  help: string;
}

interface VerbSpec {
  /** Positional arguments; a name ending in `?` may be left out. */
  args: string[];
  options: Record<string, OptionSpec>;
  summary: string;
}

const reason: OptionSpec = { type: 'string', help: 'why, written into the history' };
const dryRun: OptionSpec = {
  type: 'boolean',
  help: 'every check of the change, and what it would do; nothing changes',
};
const DURATION = 'a number of seconds, or with a unit: 90s, 5m, 1h';
/**
 * The span of the shoppers' figures `status` shows unless `--window` says (docs/releasing.md): an hour, as the
 * teams page, so both tell the same story; a canary's own judgement window (300 s) is the canary's setting.
 */
export const STATUS_WINDOW_S = 3600;

/** Every verb, its arguments and its options: the help is made from this table, and so is the parsing. */
export const VERBS = {
  publish: {
    args: ['remote', 'dist?'],
    options: {},
    summary: 'record a build in the registry (refused: nothing written), then upload it to the CDN; nothing goes live',
  },
  verify: {
    args: ['remote', 'build'],
    options: {
      page: { type: 'string', multiple: true, help: '<route>=<path>: load a route that needs an id at this address' },
      skip: { type: 'string', multiple: true, help: '<route>=<reason>: do not load this route, and say why' },
    },
    summary: 'the registry checks the build (files, shared versions, every page) and records what it found',
  },
  promote: {
    args: ['remote', 'build'],
    options: {
      canary: {
        type: 'string',
        help: 'N: only for N % of shoppers, a whole number from 1 to 99; 0: for staff only (their staff keys)',
      },
      reason,
      'dry-run': dryRun,
    },
    summary: 'make a verified build live (for N % of shoppers with --canary)',
  },
  canary: {
    args: ['remote', 'build'],
    options: {
      percent: { type: 'string', help: 'N: the share of shoppers, a whole number from 1 to 99 (or --steps)' },
      steps: { type: 'string', help: 'shares to walk up while it passes, 5,10,25,50; promoted after the last' },
      interval: { type: 'string', help: `how long each step lasts at least (5m): ${DURATION}` },
      margin: { type: 'string', help: 'how much worse than live it may be: points of error rate, % of p75 LCP (5)' },
      window: { type: 'string', help: `the span of signals judged (300 s; with --steps the interval): ${DURATION}` },
      'min-shoppers': { type: 'string', help: 'distinct shoppers of the canary needed before it is judged (20)' },
      'failures-in-row': { type: 'string', help: 'judgements in a row that must agree before it acts (3)' },
      'promote-after': { type: 'string', help: `promoted after this long when no worse: ${DURATION}` },
      reason,
      'dry-run': dryRun,
    },
    summary: 'a verified build for N % of shoppers (or walking up --steps), rolled back by itself when worse than live',
  },
  'end-canary': { args: ['remote'], options: { reason }, summary: 'every shopper back on the live build' },
  rollback: {
    args: ['remote'],
    options: { reason, 'dry-run': dryRun },
    summary: 'back to the build live before, for everyone at once',
  },
  status: {
    args: ['remote?'],
    options: {
      window: {
        type: 'string',
        help: `the span of the shoppers' figures shown (${STATUS_WINDOW_S / 3600} h): ${DURATION}`,
      },
      json: { type: 'boolean', help: 'the whole registry and the figures as JSON' },
    },
    summary: 'what is live and in canary, the figures, the verification and the last changes',
  },
  builds: { args: ['remote'], options: {}, summary: "a remote's builds: digest, verification, when live" },
  preview: {
    args: ['remote?', 'build?'],
    options: {
      for: {
        type: 'string',
        help: `how long the key works (1h; at most 24h, a staff key 8h, at most 7 days): ${DURATION}`,
      },
      staff: { type: 'boolean', help: "a staff key instead: every remote's canary, for the shop's own people" },
    },
    summary: "a key showing one browser the live store with this verified build in it (QA's journeys: E2E_PREVIEW)",
  },
  previews: { args: [], options: {}, summary: 'the preview and staff keys: which build, whose, until when, revoked' },
  'end-preview': { args: ['id'], options: {}, summary: 'revoke a preview or staff key at once' },
  'qa-result': {
    args: ['remote', 'build'],
    options: {
      passed: { type: 'boolean', help: "QA's journeys passed against the build" },
      failed: { type: 'boolean', help: 'they failed' },
      run: { type: 'string', help: 'the name of the run (a CI job), 1 to 200 characters' },
      report: { type: 'string', help: "the report's http(s) address" },
    },
    summary: "record QA's verdict on a build, against its digest (promote may need a passing one)",
  },
} satisfies Record<string, VerbSpec>;

export type Verb = keyof typeof VERBS;

const signature = (verb: Verb) =>
  [
    verb,
    ...(VERBS[verb] as VerbSpec).args.map((arg) => (arg.endsWith('?') ? `[${arg.slice(0, -1)}]` : `<${arg}>`)),
  ].join(' ');

export function usage(): string {
  const lines = (Object.keys(VERBS) as Verb[]).map((verb) => `  ${signature(verb).padEnd(28)} ${VERBS[verb].summary}`);
  return `pnpm release <verb> [arguments] [options]   (pnpm release <verb> --help for one verb)\n${lines.join('\n')}\n\nExit codes: 0 done, 1 refused, 2 bad arguments or a missing setting, 3 the registry unreachable.`;
}

export function verbUsage(verb: Verb): string {
  const spec = VERBS[verb] as VerbSpec;
  const options = Object.entries(spec.options).map(
    ([name, option]) => `  --${name}${option.type === 'string' ? ' <value>' : ''}`.padEnd(30) + option.help,
  );
  return [`pnpm release ${signature(verb)}`, `  ${spec.summary}`, ...options].join('\n');
}

const usageError = (message: string) => new ReleaseError(message, 'usage');

/** A whole number in a range, or a one-line refusal naming the option. */
export function wholeNumber(option: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw usageError(`--${option}: a whole number from ${min} to ${max}, not "${value}"`);
  }
  return Number(value);
}

/** Seconds, from `300`, `90s`, `5m` or `1h`. */
export function seconds(option: string, value: string): number {
  const match = /^(\d+)(s|m|h)?$/.exec(value);
  const total = match
    ? Number(match[1]) * { s: 1, m: 60, h: 3600 }[(match[2] as 's' | 'm' | 'h' | undefined) ?? 's']
    : 0;
  if (!match || total < 1) throw usageError(`--${option}: ${DURATION}, not "${value}"`);
  return total;
}

export function decimal(option: string, value: string, min: number, max: number): number {
  const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max))
    throw usageError(`--${option}: a number from ${min} to ${max}, not "${value}"`);
  return number;
}

/** `route=value` pairs (`--page`, `--skip`) as a record. */
export function pairs(option: string, values: readonly string[] | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  for (const value of values ?? []) {
    const at = value.indexOf('=');
    if (at < 1 || at === value.length - 1) throw usageError(`--${option}: <route>=<value>, not "${value}"`);
    record[value.slice(0, at)] = value.slice(at + 1);
  }
  return record;
}

export interface Parsed {
  verb: Verb | 'help';
  /** The positional arguments by name. */
  args: Record<string, string | undefined>;
  options: Record<string, string | boolean | string[] | undefined>;
  help: boolean;
}

/** The command line checked against the verb's table before anything is asked: one line for what is wrong. */
export function parseCommand(argv: readonly string[]): Parsed {
  const [first, ...rest] = argv;
  if (!first || first === '--help' || first === '-h' || first === 'help') {
    return { verb: 'help', args: {}, options: {}, help: true };
  }
  if (!(first in VERBS)) throw usageError(`unknown verb "${first}": pnpm release --help lists them`);
  const verb = first as Verb;
  const spec = VERBS[verb] as VerbSpec;
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...rest],
      allowPositionals: true,
      strict: true,
      options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw usageError(`${(error as Error).message.split('\n')[0]} (pnpm release ${verb} --help)`);
  }
  const options = parsed.values as Parsed['options'];
  if (options.help) return { verb, args: {}, options, help: true };
  const names = spec.args;
  if (parsed.positionals.length > names.length) {
    throw usageError(`too many arguments: pnpm release ${signature(verb)}`);
  }
  const args: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = parsed.positionals[index];
    if (value === undefined && !name.endsWith('?')) throw usageError(`which ${name}? pnpm release ${signature(verb)}`);
    args[name.replace('?', '')] = value;
  });
  if (args.remote !== undefined && !/^[a-z][a-z0-9_]{0,63}$/.test(args.remote)) {
    throw usageError(`"${args.remote}" is not a remote's name (mf_catalog, mf_checkout, …)`);
  }
  return { verb, args, options, help: false };
}
