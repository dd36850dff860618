// `pnpm release <verb>`: how a team ships its remote (docs/releasing.md). The environment is named by RELEASE_*
// variables (release-env.ts); every change needs the team's RELEASE_TOKEN.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RegistryDocument } from '../registry/registry-model';
import type { BuildFigures } from '../signals/signals-store';
import { verifyBuild } from '../verify/verify-build';
import { publishRemote } from './publish-remote';
import { registryClient } from './registry-client';
import { releaseEnv, ReleaseError, required } from './release-env';

const USAGE = `pnpm release <verb>
  publish <remote> [dist]              upload a build to the CDN and record it (nothing goes live)
  verify <remote> <build>              check its files, its shared versions and its pages; record the result
  promote <remote> <build> [--canary N] [--reason text]
                                       make a verified build live (for N % of shoppers with --canary)
  canary <remote> <build> --percent N [--margin 5] [--window 300] [--min-shoppers 20] [--failures-in-row 3]
         [--promote-after S]           a verified build for N % of shoppers, judged by their signals: rolled
                                       back by itself when worse than live that many judgements in a row,
                                       promoted after S seconds if asked
  end-canary <remote> [--reason text]  every shopper back on the live build
  rollback <remote> [--reason text]    back to the build live before, at once
  status [remote]                      live, canary and history of every remote`;

/** `mf_catalog` -> the remote's folder in the workspace, `mf-catalog`. */
const folderOf = (remote: string) => path.resolve(__dirname, '..', '..', '..', remote.replace(/_/g, '-'));

const rate = (value: number) => `${Math.round(value * 1000) / 10} %`;

function printStatus(
  document: RegistryDocument,
  figures: Record<string, Record<string, BuildFigures>>,
  only?: string,
): void {
  for (const [name, state] of Object.entries(document.remotes)) {
    if (only && name !== only) continue;
    const canary = state.canary ? `, canary ${state.canary.build} for ${state.canary.share} %` : '';
    console.log(`${name}: live ${state.live?.build ?? 'none'}${canary}`);
    for (const [build, f] of Object.entries(figures[name] ?? {})) {
      const lcp = f.lcpP75 === null ? 'n/a' : `${Math.round(f.lcpP75)} ms`;
      console.log(`  signals ${build}: ${f.views} views, error rate ${rate(f.errorRate)}, p75 LCP ${lcp}`);
    }
    for (const entry of document.history.filter((item) => item.remote === name).slice(-10)) {
      const previous = entry.previous ? ` (was ${entry.previous})` : '';
      const reason = entry.reason ? ` — ${entry.reason}` : '';
      console.log(`  ${entry.at}  ${entry.action.padEnd(10)} ${entry.build}${previous} by ${entry.who}${reason}`);
    }
  }
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      percent: { type: 'string' },
      margin: { type: 'string', default: '5' },
      window: { type: 'string', default: '300' },
      'min-shoppers': { type: 'string', default: '20' },
      'failures-in-row': { type: 'string', default: '3' },
      'promote-after': { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const [verb, remote, third] = positionals;
  const env = releaseEnv();
  const client = registryClient(env);
  const reason = values.reason ?? '';
  const needRemote = () => {
    if (!remote) throw new ReleaseError(`which remote? ${USAGE}`);
    return remote;
  };
  switch (verb) {
    case 'publish': {
      const name = needRemote();
      const dist = path.resolve(third ?? path.join(folderOf(name), 'dist'));
      const published = publishRemote(
        name,
        dist,
        required(env, 'cdnDir', 'RELEASE_CDN_DIR'),
        required(env, 'cdnUrl', 'RELEASE_CDN_URL'),
      );
      await client.publish(name, published.build, published.manifest, published.sharedVersions);
      console.log(`published ${name} ${published.build} at ${published.manifest} (not live: verify, then promote)`);
      return;
    }
    case 'verify': {
      const name = needRemote();
      if (!third) throw new ReleaseError('which build? pnpm release verify <remote> <build>');
      const store = required(env, 'store', 'RELEASE_STORE_URL');
      const checks = await verifyBuild(client, name, third, { store, customer: env.customer });
      for (const check of checks) console.log(`${check.passed ? 'passed' : 'FAILED'}  ${check.check}: ${check.detail}`);
      if (checks.some((check) => !check.passed))
        throw new ReleaseError(`${name} ${third} is refused: it cannot be promoted`);
      console.log(`${name} ${third} verified: it can be promoted`);
      return;
    }
    case 'promote': {
      const name = needRemote();
      if (!third) throw new ReleaseError('which build? pnpm release promote <remote> <build>');
      const share = values.canary === undefined ? undefined : Number(values.canary);
      await client.promote(name, third, reason, share);
      console.log(
        share === undefined ? `${name} ${third} is live` : `${name} ${third} is the canary for ${share} % of shoppers`,
      );
      return;
    }
    case 'canary': {
      const name = needRemote();
      if (!third || values.percent === undefined) {
        throw new ReleaseError('pnpm release canary <remote> <build> --percent N');
      }
      const policy = {
        marginPct: Number(values.margin),
        windowS: Number(values.window),
        minShoppers: Number(values['min-shoppers']),
        failuresInRow: Number(values['failures-in-row']),
        ...(values['promote-after'] === undefined ? {} : { promoteAfterS: Number(values['promote-after']) }),
      };
      await client.promote(name, third, reason, Number(values.percent), policy);
      console.log(
        `${name} ${third} is the canary for ${values.percent} % of shoppers, judged every few seconds over the last ` +
          `${policy.windowS} s: rolled back when its share of failing shoppers is worse than live's by more than ${policy.marginPct} ` +
          `points (or its p75 LCP by more than ${policy.marginPct} %)` +
          (policy.promoteAfterS === undefined ? '' : `, promoted after ${policy.promoteAfterS} s otherwise`),
      );
      return;
    }
    case 'end-canary':
      await client.endCanary(needRemote(), reason);
      console.log(`${remote}: every shopper is on the live build`);
      return;
    case 'rollback': {
      const name = needRemote();
      await client.rollback(name, reason);
      const live = (await client.live()).remotes[name]?.live;
      console.log(`${name} rolled back: ${live?.build} is live`);
      return;
    }
    case 'status': {
      const [document, figures] = await Promise.all([client.status(), client.figures(Number(values.window) || 3600)]);
      if (values.json) console.log(JSON.stringify({ ...document, figures }, null, 2));
      else printStatus(document, figures, remote);
      return;
    }
    default:
      throw new ReleaseError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? error.message : error);
  process.exit(1);
});
