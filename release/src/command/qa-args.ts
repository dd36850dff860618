import { seconds, type Parsed } from './release-args';
import { ReleaseError } from './release-env';

const usage = (message: string) => new ReleaseError(message, 'usage');
const text = (value: Parsed['options'][string]) => (typeof value === 'string' ? value : undefined);

/** How long a key may last: a preview at most a day, a staff key at most a week (the registry's own bounds). */
const PREVIEW_S = { min: 10, max: 86_400 };
const STAFF_S = { min: 10, max: 604_800 };

export type PreviewRequest =
  { staff: true; seconds?: number } | { staff: false; remote: string; build: string; seconds?: number };

/** `preview <remote> <build> [--for 1h]` or `preview --staff [--for 8h]`, checked before anything is asked. */
export function previewRequestFrom({ args, options }: Pick<Parsed, 'args' | 'options'>): PreviewRequest {
  const staff = options.staff === true;
  const bounds = staff ? STAFF_S : PREVIEW_S;
  const forS = options.for === undefined ? undefined : seconds('for', String(options.for));
  if (forS !== undefined && (forS < bounds.min || forS > bounds.max)) {
    throw usage(
      `--for: from ${bounds.min} s to ${bounds.max / 3600} h for ${staff ? 'a staff key' : 'a preview'}, not "${String(options.for)}"`,
    );
  }
  const time = forS === undefined ? {} : { seconds: forS };
  if (staff) {
    if (args.remote !== undefined)
      throw usage('a staff key shows every canary: pnpm release preview --staff, no remote nor build');
    return { staff, ...time };
  }
  if (args.remote === undefined || args.build === undefined) {
    throw usage(
      `which ${args.remote === undefined ? 'remote' : 'build'}? pnpm release preview <remote> <build> (or --staff)`,
    );
  }
  return { staff, remote: args.remote, build: args.build, ...time };
}

export interface QaResultRequest {
  passed: boolean;
  run: string;
  report?: string;
}

/** `qa-result <remote> <build> --passed|--failed --run <name> [--report <url>]`. */
export function qaResultFrom(options: Parsed['options']): QaResultRequest {
  if ((options.passed === true) === (options.failed === true)) throw usage('--passed or --failed: one of them');
  const run = text(options.run)?.trim() ?? '';
  if (!run || run.length > 200) throw usage('--run: the name of the run, 1 to 200 characters');
  const report = text(options.report);
  if (report !== undefined && !/^https?:\/\/[^\s]+$/.test(report)) {
    throw usage(`--report: the report's http(s) address, not "${report}"`);
  }
  return { passed: options.passed === true, run, ...(report === undefined ? {} : { report }) };
}
