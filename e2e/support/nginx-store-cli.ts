// `pnpm --filter @shop/e2e store:nginx [--staging]`: builds what is stale, brings up the nginx topology
// (./nginx-store.ts) and keeps it up until Ctrl-C, for a look in a browser or for the journeys:
// `E2E_BASE_URL=<store> pnpm e2e`. `--staging` runs its backend as staging does: no development endpoints,
// NODE_ENV=production, the production rate limits (docs/testing.md).
import { buildStaleApps } from './build-apps';
import { startNginxStore } from './nginx-store';
import { nginxInstallCheck } from './nginx-install';
import { backendApp, frontEndApps } from './workspace';

async function main(): Promise<void> {
  const missing = nginxInstallCheck();
  if (missing) throw new Error(missing);
  const { shell, remotes } = await frontEndApps();
  if (process.env.E2E_BUILD !== '0') await buildStaleApps([shell, ...remotes.values(), await backendApp()]);
  const staging = process.argv.includes('--staging');
  const store = await startNginxStore({ staging });
  const qa = staging
    ? `E2E_BASE_URL=${store.baseURL} pnpm e2e`
    : `E2E_BASE_URL=${store.baseURL} E2E_BACKEND_URL=${store.backendURL} pnpm e2e`;
  console.log(
    [
      `store (nginx):   ${store.baseURL}`,
      `CDN (nginx):     ${store.cdnURL}  (${store.remotes.join(', ')}; ${store.brotli ? 'brotli and gzip' : 'gzip'})`,
      `backend:         ${store.backendURL}  (${staging ? 'as staging: no development endpoints' : 'development endpoints on'})`,
      `shell files:     ${store.shellRoot}`,
      '',
      `QA against it:   ${qa}`,
      'Ctrl-C stops it.',
    ].join('\n'),
  );
  const stop = () => {
    store.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
