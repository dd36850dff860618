// A CDN for `pnpm start`: the folder the local registry's builds are published into (`RELEASE_CDN_DIR`), served with
// the remotes' own server (cache policy, precompressed files, CORS for the shell's origins). Production has a real
// CDN here (docs/deployment.md); this is the same role in small, so a fresh clone releases the way an environment does.
import path from 'node:path';
import { A_PORT, createRemoteServer, listenUntilStopped, numberSetting, shellOrigins } from '@shop/serve';

/** The local CDN's port (the registry is on 4100). */
export const LOCAL_CDN_PORT = 4101;

async function start(): Promise<void> {
  const port = numberSetting(process.env, 'RELEASE_CDN_PORT', A_PORT) ?? LOCAL_CDN_PORT;
  const dir = process.env.RELEASE_CDN_DIR;
  if (!dir) throw new Error('RELEASE_CDN_DIR must name the folder to serve');
  const app = await createRemoteServer({ distDir: path.resolve(dir), allowedOrigins: shellOrigins() });
  await listenUntilStopped(app, { host: '127.0.0.1', port }, `local CDN (${dir})`);
}

start().catch((error: unknown) => {
  console.error(`local CDN: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
