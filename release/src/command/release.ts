// `pnpm release <verb>`: how a team ships its remote (docs/releasing.md). The environment is named by RELEASE_*
// variables (release-env.ts); every change needs the team's RELEASE_TOKEN. Every argument is checked before
// anything is asked, and every failure is one line with an exit code of its kind (release-env.ts's EXIT).
import path from 'node:path';
import {
  pairs,
  parseCommand,
  seconds,
  STATUS_WINDOW_S,
  usage,
  verbUsage,
  wholeNumber,
  type Parsed,
} from './release-args';
import { canaryRequestFrom } from './canary-args';
import { previewRequestFrom, qaResultFrom } from './qa-args';
import { printBuilds, printStatus } from './print-status';
import { publishRemote } from './publish-remote';
import { registryClient, type Changed, type RegistryClient } from './registry-client';
import { EXIT, releaseEnv, ReleaseError, required } from './release-env';

/** `mf_catalog` -> the remote's folder in the workspace, `mf-catalog`. */
const folderOf = (remote: string) => path.resolve(__dirname, '..', '..', '..', remote.replace(/_/g, '-'));

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What a change did, or would do in a dry run, in one line. */
function told(remote: string, answer: Changed, done: string): string {
  const { change } = answer;
  const was = change.previous ? ` (live before: ${change.previous})` : '';
  return answer.dryRun
    ? `dry run, nothing changed: ${remote} ${change.action} ${change.build}${was} would be done`
    : `${done}${was}`;
}

/** Follows the registry's verify until it is done, and prints what each check found. */
async function followVerify(client: RegistryClient, remote: string, build: string, job: string): Promise<void> {
  const until = Date.now() + 20 * 60_000;
  let said = '';
  while (Date.now() < until) {
    const state = await client.verification(job);
    if (state.state !== said && state.state !== 'done') console.log(`verify ${state.state}…`);
    said = state.state;
    if (state.state === 'done') {
      for (const check of state.checks ?? [])
        console.log(`${check.passed ? 'passed' : 'FAILED'}  ${check.check}: ${check.detail}`);
      if (!state.passed) throw new ReleaseError(`${remote} ${build} is refused: it cannot be promoted`);
      console.log(`${remote} ${build} verified: it can be promoted`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new ReleaseError(`verify of ${remote} ${build} did not finish within 20 minutes`, 'unreachable');
}

async function run({ verb, args, options }: Parsed): Promise<void> {
  const env = releaseEnv();
  const client = registryClient(env);
  const remote = args.remote ?? '';
  const build = args.build ?? '';
  const reason = text(options.reason) ?? '';
  const dryRun = options['dry-run'] === true;
  switch (verb) {
    case 'publish': {
      const dist = path.resolve(args.dist ?? path.join(folderOf(remote), 'dist'));
      const cdn = { dir: required(env, 'cdnDir', 'RELEASE_CDN_DIR'), url: required(env, 'cdnUrl', 'RELEASE_CDN_URL') };
      const published = await publishRemote(client, remote, dist, cdn);
      console.log(
        `published ${remote} ${published.build} at ${published.manifest}, ${published.files} files, ` +
          `${published.digest.slice(0, 19)}… (not live: verify, then promote)`,
      );
      return;
    }
    case 'verify': {
      const request = {
        pages: pairs('page', options.page as string[] | undefined),
        skip: pairs('skip', options.skip as string[] | undefined),
      };
      const { job } = await client.verify(remote, build, request);
      await followVerify(client, remote, build, job);
      return;
    }
    case 'promote': {
      const share = options.canary === undefined ? undefined : wholeNumber('canary', String(options.canary), 0, 99);
      const answer = await client.promote(remote, { build, reason, canaryShare: share, dryRun });
      console.log(
        told(
          remote,
          answer,
          share === undefined
            ? `${remote} ${build} is live`
            : share === 0
              ? `${remote} ${build} is the canary for staff only (their staff keys), no shopper`
              : `${remote} ${build} is the canary for ${share} % of shoppers`,
        ),
      );
      return;
    }
    case 'canary': {
      const { share, policy } = canaryRequestFrom(options);
      const answer = await client.promote(remote, { build, reason, canaryShare: share, policy, dryRun });
      const judged =
        `judged every few seconds over ${policy.steps ? 'each step, at most' : 'the last'} ${policy.windowS} s once ` +
        `${policy.minShoppers} shoppers have had it: rolled back after ${policy.failuresInRow} judgements in a row ` +
        `find it worse than live (by the registry's checks: docs/releasing.md)`;
      const walk = policy.steps
        ? `, walking up ${policy.steps.join(' → ')} % every ${policy.intervalS} s while it passes, then promoted`
        : policy.promoteAfterS === undefined
          ? ''
          : `, promoted after ${policy.promoteAfterS} s otherwise`;
      console.log(
        told(remote, answer, `${remote} ${build} is the canary for ${share} % of shoppers, ${judged}${walk}`),
      );
      return;
    }
    case 'end-canary':
      await client.endCanary(remote, reason);
      console.log(`${remote}: every shopper is on the live build`);
      return;
    case 'rollback': {
      const answer = await client.rollback(remote, reason, dryRun);
      console.log(told(remote, answer, `${remote} rolled back: ${answer.change.build} is live`));
      return;
    }
    case 'status': {
      const windowS = options.window === undefined ? STATUS_WINDOW_S : seconds('window', String(options.window));
      const [document, figures] = await Promise.all([client.status(), client.figures(windowS)]);
      if (options.json) console.log(JSON.stringify({ ...document, figures }, null, 2));
      else printStatus(document, figures, windowS, args.remote);
      return;
    }
    case 'builds':
      printBuilds(await client.status(), remote);
      return;
    case 'preview': {
      const request = previewRequestFrom({ args, options });
      const made = request.staff
        ? await client.staffKey(request.seconds)
        : await client.preview(request.remote, request.build, request.seconds);
      // One line each, stable: scripts take the key from `key: ` (docs/releasing.md, "QA's gate").
      console.log(`key: ${made.key}\nid: ${made.id}\nuntil: ${made.until}`);
      console.log(
        request.staff
          ? "a staff key: the browser holding it gets every remote's canary (else live), cookie shop_staff"
          : `a preview of ${request.remote} ${request.build} (${made.digest ?? ''}) in the live store, cookie shop_preview`,
      );
      console.log(
        `use it: paste it on the store's /__preview page, or run the journeys with E2E_PREVIEW=<key>; ` +
          `pnpm release end-preview ${made.id} ends it`,
      );
      return;
    }
    case 'previews': {
      const { previews } = await client.previews();
      if (!previews.length) console.log('no preview or staff key');
      const now = new Date().toISOString();
      for (const key of previews) {
        const what = key.kind === 'staff' ? 'staff' : `preview ${key.remote} ${key.build}`;
        const state = key.revoked ? ' — revoked' : key.until <= now ? ' — expired' : '';
        console.log(`${key.id}  ${what} until ${key.until} by ${key.who}${state}`);
      }
      return;
    }
    case 'end-preview': {
      const { key } = await client.endPreview(args.id ?? '');
      console.log(`${key.id} revoked: it shows the live store from the shells' next poll (within a second)`);
      return;
    }
    case 'qa-result': {
      const { verdict } = await client.qaResult(remote, build, qaResultFrom(options));
      console.log(
        `QA verdict on ${remote} ${build} (${verdict.digest}): ${verdict.passed ? 'passed' : 'FAILED'}, run ${verdict.run}`,
      );
      return;
    }
    case 'help':
      return;
  }
}

async function main(argv: string[]): Promise<void> {
  const parsed = parseCommand(argv);
  if (parsed.help) {
    console.log(parsed.verb === 'help' ? usage() : verbUsage(parsed.verb));
    return;
  }
  await run(parsed);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ReleaseError) {
    console.error(error.message);
    process.exit(EXIT[error.kind]);
  }
  // Not one of ours: still one line, and the refused code is not claimed for it.
  console.error(`release: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  process.exit(4);
});
